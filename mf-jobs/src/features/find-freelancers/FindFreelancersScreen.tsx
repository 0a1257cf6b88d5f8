import { AreaPage } from '@mp/remote-kit';

export type FindFreelancersScreenVariant = 'findFreelancers' | 'serviceFreelancers';

export function FindFreelancersScreen({ variant }: { variant: FindFreelancersScreenVariant }) {
  return <AreaPage screen={variant} />;
}
