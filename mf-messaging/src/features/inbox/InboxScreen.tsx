import { AreaPage } from '../area/AreaPage';

export type InboxScreenVariant = 'conversation' | 'inbox';

export function InboxScreen({ variant }: { variant: InboxScreenVariant }) {
  return <AreaPage screen={variant} />;
}
