import { AreaPage } from '@mp/remote-kit';

export function ShortListScreen() {
  return <AreaPage screen="shortList" />;
}
