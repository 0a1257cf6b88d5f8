import { AreaPage } from '@mp/remote-kit';

export function MyJobsScreen() {
  return <AreaPage screen="myJobs" />;
}
