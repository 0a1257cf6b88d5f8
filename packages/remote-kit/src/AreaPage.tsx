import type { ReactNode } from 'react';
import { useParams } from '@mp/router';
import { cx, EmptyState, PageHeader } from '@mp/ui';
import { useAreaT } from './area-context';
import { AreaNavigation } from './AreaNavigation';

export interface AreaPageProps {
  /** Its `screens.<screen>.title` and `.description` are the page's heading and description. */
  screen: string;
  /** The remote's own class for its styles, next to `mp-area`. */
  className?: string;
  children?: ReactNode;
}

/** One screen of the area: its menu, a translated heading and description, then its content. */
export function AreaPage({ screen, className, children }: AreaPageProps) {
  const t = useAreaT();
  const params = useParams();
  return (
    <div className={cx('mp-area', className)}>
      <AreaNavigation />
      <PageHeader
        heading={t(`screens.${screen}.title`, params)}
        description={t(`screens.${screen}.description`, params)}
      />
      {children}
    </div>
  );
}

export function AreaNotFound() {
  const t = useAreaT();
  return (
    <div className="mp-area">
      <AreaNavigation />
      <EmptyState title={t('notFound')} />
    </div>
  );
}
