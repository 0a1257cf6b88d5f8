import { AreaPage } from '@mp/remote-kit';

export function ContractScreen() {
  return <AreaPage screen="contract" />;
}
