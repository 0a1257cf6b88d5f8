import { AreaPage } from '@mp/remote-kit';

export type InboxScreenVariant = 'conversation' | 'inbox';

export function InboxScreen({ variant }: { variant: InboxScreenVariant }) {
  return <AreaPage screen={variant} />;
}
