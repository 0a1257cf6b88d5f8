import { AreaPage } from '../area/AreaPage';

export type PostJobScreenVariant = 'postForm' | 'postJob' | 'quickPost';

export function PostJobScreen({ variant }: { variant: PostJobScreenVariant }) {
  return <AreaPage screen={variant} />;
}
