import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingSkeleton } from '@mp/ui';
import type { RemoteName, RemoteSectionName } from '@mp/contracts';
import { useRemoteLoader } from '../federation/remote-app';
import { useSession } from '../features/session';
import { useShell } from '../shell-context';
import { useMountSection } from './section-context';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * Loads a remote's `./App` on demand and renders its routes, or one of its sections, with a
 * loading state and a contained, retryable failure. `name` is fixed for the life of this
 * component (its parent keys it by name).
 */
export function RemoteMount({ name, section }: { name: RemoteName; section?: RemoteSectionName }) {
  const { t, i18n } = useTranslation();
  const load = useRemoteLoader();
  const shell = useShell();
  const { http } = useSession();
  const mountSection = useMountSection();
  // A fresh lazy component per attempt: React keeps a rejected lazy rejected forever.
  const makeApp = () => lazy(async () => ({ default: await load(name) }));
  const [attempt, setAttempt] = useState(() => ({ count: 0, App: makeApp() }));
  const { App } = attempt;
  const area = t(`areas.${name}`);
  return (
    <RemoteErrorBoundary
      key={attempt.count}
      remote={name}
      onRetry={() => setAttempt((previous) => ({ count: previous.count + 1, App: makeApp() }))}
      fallback={(retry) => (
        <ErrorState
          title={t('remote.failedTitle', { area })}
          message={t('remote.failedMessage')}
          retryLabel={t('remote.retry')}
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<LoadingSkeleton label={t('remote.loading', { area })} layout="page" />}>
        <App
          tenantId={shell.tenantId}
          tenant={shell.tenant}
          locale={i18n.language}
          user={shell.user}
          features={shell.features}
          apiBaseUrl={shell.apiBaseUrl}
          http={http}
          basePath=""
          section={section}
          mountSection={mountSection}
          enabledRemotes={shell.enabledRemotes}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
