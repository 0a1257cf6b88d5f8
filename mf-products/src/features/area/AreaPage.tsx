import { useParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@mp/ui';
import { NAMESPACE, type ScreenKey } from '../../i18n';
import { AreaNavigation } from './AreaNavigation';

/** One screen of the area: its menu, then a translated heading and description. */
export function AreaPage({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation(NAMESPACE);
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
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="mp-area">
      <AreaNavigation />
      <EmptyState title={t('notFound')} />
    </div>
  );
}
