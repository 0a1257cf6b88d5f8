import { AreaPage } from '@mp/remote-kit';

export function MeetScreen() {
  return <AreaPage screen="meet" />;
}
