import { AreaPage } from '../area/AreaPage';

export type ProfileScreenVariant = 'customerProfile' | 'hire' | 'myProfile' | 'publicProfile';

export function ProfileScreen({ variant }: { variant: ProfileScreenVariant }) {
  return <AreaPage screen={variant} />;
}
