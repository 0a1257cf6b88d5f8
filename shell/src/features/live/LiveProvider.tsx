import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { eventBus } from '@mp/event-bus';
import { usePreloadNamespace } from '../../i18n';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { pendingToasts } from './pending-toasts';

// socket.io-client and react-hot-toast download only for signed-in users or a first toast.
const LiveLayer = lazy(() => import('./LiveLayer').then((m) => ({ default: m.LiveLayer })));

export interface LiveProviderProps {
  children: ReactNode;
}

/**
 * The live socket of the signed-in user (events onto the bus, toasts, unread counter) and the
 * page's toaster, which also serves `toast:show` from anyone (e.g. the `toast` query parameter).
 * Must sit inside SessionProvider and the router.
 */
export function LiveProvider({ children }: LiveProviderProps) {
  const { status, user } = useSession();
  const [toastRequested, setToastRequested] = useState(false);

  const active = status === 'authenticated' || toastRequested;
  usePreloadNamespace(NAMESPACES.live, active);

  // Once the layer is active it listens itself; until then, keep what arrives for it.
  useEffect(() => {
    if (active) return;
    return eventBus.subscribe('toast:show', (payload) => {
      pendingToasts.push(payload);
      setToastRequested(true);
    });
  }, [active]);
  return (
    <>
      {children}
      {active && (
        <Suspense fallback={null}>
          <LiveLayer user={status === 'authenticated' ? user : null} />
        </Suspense>
      )}
    </>
  );
}
