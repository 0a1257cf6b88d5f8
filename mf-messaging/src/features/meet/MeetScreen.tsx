import { AreaPage } from '../area/AreaPage';

export function MeetScreen() {
  return <AreaPage screen="meet" />;
}
