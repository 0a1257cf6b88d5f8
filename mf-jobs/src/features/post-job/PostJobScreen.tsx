import { AreaPage } from '@mp/remote-kit';

export type PostJobScreenVariant = 'postForm' | 'postJob' | 'quickPost';

export function PostJobScreen({ variant }: { variant: PostJobScreenVariant }) {
  return <AreaPage screen={variant} />;
}
