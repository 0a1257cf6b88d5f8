import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mp/ui';
import { useScreenHead } from '../styling/screen-head';

export function NotFoundPage() {
  const { t } = useTranslation();
  useScreenHead(t('titles.screens.notFound'));
  return (
    <div className="mp-shell-page" data-page="not-found">
      <PageHeader heading={t('notFound.title')} description={t('notFound.description')} />
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}
