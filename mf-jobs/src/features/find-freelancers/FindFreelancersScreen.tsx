import { AreaPage } from '../area/AreaPage';

export type FindFreelancersScreenVariant = 'findFreelancers' | 'serviceFreelancers';

export function FindFreelancersScreen({ variant }: { variant: FindFreelancersScreenVariant }) {
  return <AreaPage screen={variant} />;
}
