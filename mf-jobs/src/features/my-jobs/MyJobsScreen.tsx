import { AreaPage } from '../area/AreaPage';

export function MyJobsScreen() {
  return <AreaPage screen="myJobs" />;
}
