import { AreaPage } from '../area/AreaPage';

export function ContractScreen() {
  return <AreaPage screen="contract" />;
}
