import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@mp/router';
import type { RuntimeConfig } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import type { HttpError } from '@mp/signed-http';
import { SessionContext, SessionControlsContext } from './context';
import type { ActiveSession, SessionEngine } from './engine-types';
import { createLazyHttpClient } from './lazy-http';
import { loadMe } from './load-me';
import { clearIdentityStorage, forbiddenAction, hasStoredSession, isOutage } from './rules';
import { createSessionVerbs, forgetAddressQuery } from './session-verbs';
import type { SessionControls, SessionStatus, SessionValue, ShellSessionUser } from './types';

export interface SessionProviderProps {
  config: RuntimeConfig;
  tenantId: string;
  children: ReactNode;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Waits before the next try to restore a stored session while a service is unreachable. */
const RESTORE_RETRY_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

function announce(user: ShellSessionUser | null): void {
  eventBus.emit(
    'session:changed',
    user ? { signedIn: true, userId: user.id, role: user.role } : { signedIn: false },
  );
}

/**
 * Owns the session (loading, then authenticated or anonymous) and the tenant's API client, and
 * alone holds the identity engine, the credentials and the request signer: screens act through
 * its verbs. Nothing heavy loads unless a stored session exists or an auth screen asks for it.
 * Must sit inside the router (its 401/403 rules navigate: docs/identity.md#session-error-rules).
 */
export function SessionProvider({ config, tenantId, children }: SessionProviderProps) {
  const identity = config.identity[tenantId];
  const clientId = identity?.clientId ?? '';
  const navigate = useNavigate();
  const [status, setStatus] = useState<SessionStatus>(() =>
    identity && hasStoredSession(storage(), clientId) ? 'loading' : 'anonymous',
  );
  const [user, setUser] = useState<ShellSessionUser | null>(null);
  const engineRef = useRef<Promise<SessionEngine> | null>(null);
  const handlers = useRef({
    unauthorized: () => {},
    forbidden: (_e: HttpError) => {},
    failed: () => {},
  });

  const http = useMemo(
    () =>
      createLazyHttpClient({
        baseUrl: config.apiUrl,
        tenantId,
        onUnauthorized: () => handlers.current.unauthorized(),
        onForbidden: (error) => handlers.current.forbidden(error),
        onSessionError: () => handlers.current.failed(),
      }),
    [config.apiUrl, tenantId],
  );

  const engine = useCallback((): Promise<SessionEngine> => {
    if (!identity) return Promise.reject(new Error(`No identity settings for tenant ${tenantId}`));
    engineRef.current ??= import('./session-engine').then((m) => m.createSessionEngine(identity));
    return engineRef.current;
  }, [identity, tenantId]);

  const endSession = useCallback(
    async (revoke = true) => {
      http.setSigner(null);
      if (engineRef.current) {
        await (await engineRef.current).signOut({ revoke }).catch(() => undefined);
      }
      clearIdentityStorage(storage(), clientId);
      setUser(null);
      setStatus('anonymous');
      announce(null);
    },
    [http, clientId],
  );

  const establish = useCallback(
    async (session: ActiveSession, options?: { newAccount?: boolean }) => {
      http.setSigner(session.signer);
      try {
        const me = await loadMe(http, session, tenantId, options);
        setUser(me);
        setStatus('authenticated');
        announce(me);
        return me;
      } catch (error) {
        http.setSigner(null);
        throw error;
      }
    },
    [http, tenantId],
  );

  handlers.current = {
    unauthorized: () => navigate('/unauthorized'),
    forbidden: (error) => {
      const action = forbiddenAction(window.location.pathname);
      const expired = error.code === 'NotAuthorizedException';
      if (action === 'sign-out-and-reload' || expired) {
        void endSession().then(() =>
          action === 'sign-out-and-reload' ? window.location.reload() : navigate('/'),
        );
      } else {
        navigate('/');
      }
    },
    failed: () => void endSession(),
  };

  useEffect(() => {
    if (status !== 'loading' || user) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (tries: number): Promise<void> => {
      try {
        const session = await (await engine()).restore();
        if (cancelled) return;
        if (!session) {
          await endSession();
          return;
        }
        await establish(session);
      } catch (error) {
        console.warn('[session] stored session could not be restored', error);
        if (cancelled) return;
        // A service down or restarting does not end the session: keep it and try again, so
        // the page recovers by itself (docs/identity.md#identity-service-unreachable).
        const wait = RESTORE_RETRY_MS[tries];
        if (isOutage(error) && wait !== undefined) {
          retry = setTimeout(() => void attempt(tries + 1), wait);
          return;
        }
        if (isOutage(error)) {
          http.setSigner(null);
          setStatus('anonymous');
          return;
        }
        await endSession();
      }
    };
    void attempt(0);
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
    // Runs once per mount: later sign-ins come through establish().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reload = useCallback(async () => {
    const me = await loadMe(http, null, tenantId);
    setUser(me);
  }, [http, tenantId]);

  // A remote saved the user's own profile: read it again so the header shows the new name.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return undefined;
    const follow = ({ userId: changed }: { userId: string }) => {
      if (changed !== userId) return;
      reload().catch((error: unknown) => console.warn('[session] profile reload failed', error));
    };
    eventBus.on('profile:changed', follow);
    return () => eventBus.off('profile:changed', follow);
  }, [userId, reload]);

  const signOut = useCallback(() => endSession(true), [endSession]);
  const leave = useCallback(() => endSession(false), [endSession]);

  // The verbs read the latest user and router through refs, so they stay the same functions.
  const current = useRef({ user, navigate });
  current.current = { user, navigate };
  const verbs = useMemo(
    () =>
      createSessionVerbs({
        engine,
        establish,
        leave,
        currentUser: () => current.current.user,
        navigate: (to) => current.current.navigate(to),
        forgetAddress: forgetAddressQuery,
      }),
    [engine, establish, leave],
  );

  const value = useMemo<SessionValue>(
    () => ({ status, user, http, signOut, switchTo: verbs.switchTo }),
    [status, user, http, signOut, verbs],
  );
  const controls = useMemo<SessionControls>(() => {
    const { switchTo: _onTheSessionValue, ...screenVerbs } = verbs;
    return { config, tenantId, reload, ...screenVerbs };
  }, [config, tenantId, reload, verbs]);

  return (
    <SessionControlsContext.Provider value={controls}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </SessionControlsContext.Provider>
  );
}
