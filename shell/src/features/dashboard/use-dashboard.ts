import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS, getDashboard, type Dashboard } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { useSession } from '../session';
import { onDashboardChange } from './dashboard-changes';

export type DashboardState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; dashboard: Dashboard };

/** Live events after which the dashboard may have changed (docs/dashboard.md#live). */
const LIVE_EVENTS = [
  SOCKET_EVENTS.notificationCreated,
  SOCKET_EVENTS.channelMessageReceived,
  SOCKET_EVENTS.bookingCreated,
] as const;

/** Several events in a burst (a contract's milestones) make one reload. */
const RELOAD_DELAY_MS = 250;

/**
 * The caller's dashboard from GET /dashboard, reloaded when a live event says something changed
 * and when the tab comes back into view; a reload keeps the list on screen until it answers.
 */
export function useDashboard(): { state: DashboardState; reload: () => void } {
  const { http } = useSession();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const request = useRef(0);

  const reload = useCallback(() => {
    const mine = ++request.current;
    http.call(getDashboard, { query: {} }).then(
      (dashboard) => mine === request.current && setState({ status: 'ready', dashboard }),
      () =>
        mine === request.current &&
        setState((current) => (current.status === 'ready' ? current : { status: 'error' })),
    );
  }, [http]);

  useEffect(() => {
    reload();
    return () => {
      request.current += 1;
    };
  }, [reload]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(reload, RELOAD_DELAY_MS);
    };
    const offs = [
      ...LIVE_EVENTS.map((type) => eventBus.subscribe(type, soon)),
      onDashboardChange(soon),
    ];
    const onVisible = () => document.visibilityState === 'visible' && soon();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  return { state, reload };
}
