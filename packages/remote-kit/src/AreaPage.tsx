import type { ReactNode } from 'react';
import { useParams } from '@mp/router';
import { EmptyState, PageHeader } from '@mp/ui';
import { useAreaT } from './area-context';
import { AreaNavigation } from './AreaNavigation';

/** One screen of the area: its menu, a translated heading and description, then its content. */
export function AreaPage({ screen, children }: { screen: string; children?: ReactNode }) {
  const t = useAreaT();
  const params = useParams();
  return (
    <div className="mp-area">
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
