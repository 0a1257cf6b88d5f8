import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@mp/ui';
import { usePreloadNamespace } from '../../i18n';
import { NAMESPACES } from '../../locales';

// The operator's screen (its texts, forms and styles) downloads only when `/operator` is opened.
const LazyOperatorConsole = lazy(() =>
  import('./OperatorConsole').then((m) => ({ default: m.OperatorConsole })),
);

/** The platform operator's screen (`/operator`, docs/tenants.md#the-operator-screen). */
export function OperatorPage() {
  const { t } = useTranslation();
  usePreloadNamespace(NAMESPACES.operator);
  return (
    <Suspense fallback={<LoadingSkeleton label={t('loading')} layout="page" />}>
      <LazyOperatorConsole />
    </Suspense>
  );
}
