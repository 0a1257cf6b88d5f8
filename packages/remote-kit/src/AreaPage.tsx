import type { ReactNode } from 'react';
import { useParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@mp/ui';
import { useArea } from './area-context';
import { AreaNavigation } from './AreaNavigation';

/** One screen of the area: its menu, a translated heading and description, then its content. */
export function AreaPage({ screen, children }: { screen: string; children?: ReactNode }) {
  const { t } = useTranslation(useArea().namespace);
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
  const { t } = useTranslation(useArea().namespace);
  return (
    <div className="mp-area">
      <AreaNavigation />
      <EmptyState title={t('notFound')} />
    </div>
  );
}
