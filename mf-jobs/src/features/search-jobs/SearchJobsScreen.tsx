import { AreaPage } from '@mp/remote-kit';

export function SearchJobsScreen() {
  return <AreaPage screen="searchJobs" />;
}
