import { AreaPage } from '@mp/remote-kit';

export type ProfileScreenVariant = 'customerProfile' | 'hire' | 'myProfile' | 'publicProfile';

export function ProfileScreen({ variant }: { variant: ProfileScreenVariant }) {
  return <AreaPage screen={variant} />;
}
