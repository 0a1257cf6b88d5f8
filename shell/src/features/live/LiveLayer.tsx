import { useEffect, useRef, useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { Link, useLocation } from '@mp/router';
import {
  FEATURES,
  ROLES,
  SOCKET_EVENTS,
  TOAST_DURATION_MS,
  evaluateFeature,
  restrictsUnapprovedCustomers,
  searchPrivate,
  toastDurationMs,
  type FreelancerRole,
  type SocketEventName,
  type TenantFeatures,
} from '@mp/contracts';
import { eventBus, type ToastShowPayload } from '@mp/event-bus';
import { Button } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import {
  loadTenantFeatures,
  useSession,
  useSessionControls,
  type ShellSessionUser,
} from '../session';
import { pendingToasts } from './pending-toasts';
import { readUnreadCount, shouldFetchUnread, inboxPath } from './rules';
import { openLiveSocket } from './socket';
import { readCvAutoRefresh, toastForEvent, type LiveToast } from './toast-content';
import { useDates } from '@mp/remote-kit';
import './live.css';

const LIVE_EVENTS = Object.values(SOCKET_EVENTS) as SocketEventName[];

function isExternal(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

function ToastBody({ payload, id }: { payload: ToastShowPayload; id: string }) {
  const { t } = useTranslation(NAMESPACES.live);
  const link = payload.link;
  return (
    <div className="mp-toast" data-toast-type={payload.type}>
      <p className="mp-toast__message">{payload.message}</p>
      {payload.details && payload.details.length > 0 && (
        <ul className="mp-toast__details">
          {payload.details.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
      <div className="mp-toast__actions">
        {link &&
          (isExternal(link.to) ? (
            <a
              className="mp-button mp-button--secondary"
              href={link.to}
              target="_blank"
              rel="noreferrer"
            >
              {link.label}
            </a>
          ) : (
            <Link
              className="mp-button mp-button--secondary"
              to={link.to}
              onClick={() => toast.dismiss(id)}
            >
              {link.label}
            </Link>
          ))}
        <Button variant="link" className="mp-toast__close" onClick={() => toast.dismiss(id)}>
          {t('dismiss')}
        </Button>
      </div>
    </div>
  );
}

function showToast(payload: ToastShowPayload): string {
  const options = { duration: payload.durationMs ?? TOAST_DURATION_MS.default };
  const render = (toastState: { id: string }) => <ToastBody payload={payload} id={toastState.id} />;
  if (payload.type === 'success') return toast.success(render, options);
  if (payload.type === 'error') return toast.error(render, options);
  return toast(render, { ...options, icon: payload.type === 'warning' ? '⚠️' : 'ℹ️' });
}

function featureContext(user: ShellSessionUser | null, tenantId: string) {
  return {
    tenantId,
    role: user?.role ?? null,
    freelancerRole: (user?.freelancerRole ?? null) as FreelancerRole | null,
  };
}

function useUnreadCounter(user: ShellSessionUser | null, features: TenantFeatures | null) {
  const { http } = useSession();
  const { tenantId } = useSessionControls();
  const { pathname } = useLocation();
  const count = useRef(0);
  const path = useRef(pathname);
  path.current = pathname;

  useEffect(() => {
    if (!user || !features) return;
    const ctx = featureContext(user, tenantId);
    const enabled = shouldFetchUnread({
      role: user.role,
      internalMessaging: evaluateFeature(features, FEATURES.internalMessaging, ctx).enabled,
      dashboardRedesign: evaluateFeature(features, FEATURES.dashboardRedesign, ctx).enabled,
      awaitingApproval:
        user.role === ROLES.customer &&
        !user.isApproved &&
        restrictsUnapprovedCustomers(features, ctx),
    });
    if (!enabled) return;
    let cancelled = false;
    // followExact below records every published total, this layer's own included.
    const publish = (value: number) => eventBus.emit('unread:changed', { count: value });
    http
      .call(searchPrivate, {
        query: { countUnread: '1' },
        body: { index: 'message', size: 0, query: { match_all: {} } },
      })
      .then((body) => !cancelled && publish(readUnreadCount(body)))
      .catch((error: unknown) => console.warn('[live] unread count failed', error));
    const off = eventBus.subscribe(SOCKET_EVENTS.channelMessageReceived, ({ channelId }) => {
      if (path.current === inboxPath(user.role, channelId)) return;
      publish(count.current + 1);
    });
    // The inbox publishes exact totals after reading: the next live message counts from there.
    const followExact = ({ count: value }: { count: number }) => {
      count.current = value;
    };
    eventBus.on('unread:changed', followExact);
    return () => {
      cancelled = true;
      off();
      eventBus.off('unread:changed', followExact);
    };
  }, [user, features, http, tenantId]);
}

/** Toaster, live socket and unread counter; downloaded only when needed (see LiveProvider). */
export function LiveLayer({ user }: { user: ShellSessionUser | null }) {
  const { t, i18n } = useTranslation(NAMESPACES.live);
  // Loads the reader's date locale, so toasts write times in their language.
  useDates();
  const { http } = useSession();
  const { config, tenantId, socketToken } = useSessionControls();
  const [features, setFeatures] = useState<TenantFeatures | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadTenantFeatures(http).then((loaded) => !cancelled && setFeatures(loaded));
    return () => {
      cancelled = true;
    };
  }, [http]);

  useEffect(() => {
    pendingToasts.splice(0).forEach(showToast);
    return eventBus.subscribe('toast:show', (payload) => void showToast(payload));
  }, []);

  useEffect(() => {
    if (!user) return;
    const ctx = featureContext(user, tenantId);
    const featureDurationMs = features ? toastDurationMs(features, ctx, 0) : 0;
    const offs = LIVE_EVENTS.map((type) =>
      eventBus.subscribe(type, (payload) => {
        const content: LiveToast | null = toastForEvent(type, payload as never, {
          role: user.role,
          t: (key, values) => t(key, values),
          language: i18n.language,
          featureDurationMs,
          cvAutoRefresh: readCvAutoRefresh(),
        });
        if (!content) return;
        showToast(content);
        if (content.reloadAfterMs) {
          window.setTimeout(() => window.location.reload(), content.reloadAfterMs);
        }
      }),
    );
    return () => offs.forEach((off) => off());
  }, [user, features, tenantId, t, i18n]);

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let closed = false;
    let close: (() => void) | null = null;
    void openLiveSocket({
      userId,
      tenantId,
      socketUrl: config.socketUrl,
      token: socketToken,
    }).then((socket) => {
      if (!socket) return;
      if (closed) socket.close();
      else close = () => socket.close();
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [userId, tenantId, config.socketUrl, socketToken]);

  useUnreadCounter(user, features);

  return (
    <Toaster
      position="top-right"
      containerClassName="mp-toaster"
      toastOptions={{ ariaProps: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
