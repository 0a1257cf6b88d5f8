import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@mp/ui';
import { usePreloadNamespace } from '../../i18n';
import { NAMESPACES } from '../../locales';

// The console (its texts, forms and styles) downloads only when an administrator opens it.
const LazyTenantConsole = lazy(() =>
  import('./TenantConsole').then((m) => ({ default: m.TenantConsole })),
);

/** The tenant console screen (`/admin/console`, administrators only), loaded on demand. */
export function TenantConsolePage() {
  const { t } = useTranslation();
  usePreloadNamespace(NAMESPACES.console);
  return (
    <Suspense fallback={<LoadingSkeleton label={t('loading')} layout="page" />}>
      <LazyTenantConsole />
    </Suspense>
  );
}
