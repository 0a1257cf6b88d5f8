import { useTranslation } from 'react-i18next';
import { ErrorState } from '@mp/ui';

/** Shown instead of the site when it cannot start (no config, or a host no tenant owns). */
export function StartupError({ host }: { host: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="mp-shell-main">
      <ErrorState
        headingLevel={1}
        title={t('startup.title')}
        message={host ? t('startup.unknownHost', { host }) : t('startup.configFailed')}
      />
    </main>
  );
}
