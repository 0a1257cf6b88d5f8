import { useParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@mp/ui';
import { useArea } from './area-context';
import { AreaNavigation } from './AreaNavigation';

/** One screen of the area: its menu, then a translated heading and description. */
export function AreaPage({ screen }: { screen: string }) {
  const { t } = useTranslation(useArea().namespace);
  const params = useParams();
  return (
    <div className="mp-area">
      <AreaNavigation />
      <PageHeader
        heading={t(`screens.${screen}.title`, params)}
        description={t(`screens.${screen}.description`, params)}
      />
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
