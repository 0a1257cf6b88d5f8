import { AreaPage } from '../area/AreaPage';

export function SearchJobsScreen() {
  return <AreaPage screen="searchJobs" />;
}
