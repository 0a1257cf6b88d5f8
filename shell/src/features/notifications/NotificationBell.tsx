import { useCallback, useEffect, useState } from 'react';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATIONS_PAGE_SIZE,
  SOCKET_EVENTS,
  listNotifications,
  notificationLink,
  readNotifications,
  type Notification,
  type Role,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { Avatar, EmptyState, ErrorState, VisuallyHidden } from '@mp/ui';
import { Dropdown } from '../../layout/Dropdown';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { notificationText } from './notification-text';
import './notifications.css';
import { DateText, useDates } from '@mp/remote-kit';

type Status = 'loading' | 'ready' | 'error';

interface BellState {
  status: Status;
  items: Notification[];
  unread: number;
}

const MAX_SHOWN_COUNT = 99;

function useNotifications() {
  const { http } = useSession();
  const [state, setState] = useState<BellState>({ status: 'loading', items: [], unread: 0 });

  const load = useCallback(() => {
    let cancelled = false;
    setState((current) => ({ ...current, status: 'loading' }));
    http
      .call(listNotifications, { query: { limit: NOTIFICATIONS_PAGE_SIZE } })
      .then((page) => {
        if (!cancelled)
          setState({ status: 'ready', items: page.notifications, unread: page.unreadCount });
      })
      .catch(() => !cancelled && setState((current) => ({ ...current, status: 'error' })));
    return () => {
      cancelled = true;
    };
  }, [http]);

  useEffect(() => load(), [load]);

  // A new notification arrives live: first in the list, one more unread.
  useEffect(
    () =>
      eventBus.subscribe(SOCKET_EVENTS.notificationCreated, ({ notification }) =>
        setState((current) =>
          current.items.some((item) => item.id === notification.id)
            ? current
            : {
                ...current,
                items: [notification, ...current.items].slice(0, NOTIFICATIONS_PAGE_SIZE),
                unread: current.unread + (notification.readAt === null ? 1 : 0),
              },
        ),
      ),
    [],
  );

  const markRead = useCallback(
    (ids: string[] | 'all') => {
      const readAt = new Date().toISOString();
      setState((current) => ({
        ...current,
        items: current.items.map((item) =>
          item.readAt === null && (ids === 'all' || ids.includes(item.id))
            ? { ...item, readAt }
            : item,
        ),
        unread:
          ids === 'all'
            ? 0
            : Math.max(
                0,
                current.unread -
                  current.items.filter((item) => item.readAt === null && ids.includes(item.id))
                    .length,
              ),
      }));
      http
        .call(readNotifications, { body: ids === 'all' ? { all: true } : { ids } })
        .then((answer) => setState((current) => ({ ...current, unread: answer.unreadCount })))
        .catch(() => load());
    },
    [http, load],
  );

  return { state, load, markRead };
}

function ActorAvatar({ note }: { note: Notification }) {
  if (note.actor === null)
    return (
      <span
        className="mp-avatar mp-bell__avatar"
        aria-hidden="true"
        style={{ width: 36, height: 36 }}
      >
        •
      </span>
    );
  return (
    <Avatar
      name={note.actor.name}
      src={note.actor.profilePicture}
      size={36}
      decorative
      className="mp-bell__avatar"
    />
  );
}

function Item({
  note,
  role,
  onOpen,
}: {
  note: Notification;
  role: Role;
  onOpen: (note: Notification) => void;
}) {
  const { t } = useTranslation(NAMESPACES.notifications);
  const dates = useDates();
  const text = notificationText(note, dates.dateTime);
  const message = t(text.key, { ...text.values });
  const link = notificationLink(note, role);
  const unread = note.readAt === null;
  const body = (
    <>
      <ActorAvatar note={note} />
      <span className="mp-bell__text">
        <span className="mp-bell__message">{message}</span>
        <DateText className="mp-bell__time" value={note.createdAt} form="relative" />
      </span>
      {unread ? <span className="mp-bell__dot">{t('unread')}</span> : null}
    </>
  );
  return (
    <li className="mp-bell__item" data-unread={unread || undefined}>
      {link === null ? (
        <button type="button" className="mp-bell__entry" onClick={() => onOpen(note)}>
          {body}
        </button>
      ) : (
        <Link className="mp-bell__entry" to={link} onClick={() => onOpen(note)}>
          {body}
        </Link>
      )}
    </li>
  );
}

function Skeleton() {
  return (
    <ul className="mp-bell__list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="mp-bell__item mp-bell__item--skeleton" />
      ))}
    </ul>
  );
}

/**
 * The notification centre (docs/notifications.md): a bell in the signed-in header with the
 * unread count and a panel of the latest notifications, each opening its page; live through
 * NOTIFICATION_CREATED; one or all marked read.
 */
export function NotificationBell() {
  const { t } = useTranslation(NAMESPACES.notifications);
  const { user } = useSession();
  const { state, load, markRead } = useNotifications();
  if (!user) return null;
  const count = state.unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : String(state.unread);
  return (
    <Dropdown
      className="mp-bell"
      buttonLabel={t('open', { unread: state.unread })}
      label={
        <>
          <svg className="mp-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
          </svg>
          {state.unread > 0 ? (
            <span className="mp-bell__count" data-testid="notification-count">
              {count}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <section className="mp-bell__panel" aria-labelledby="mp-bell-heading">
          <header className="mp-bell__head">
            <h2 id="mp-bell-heading" className="mp-bell__heading">
              {t('heading')}
            </h2>
            <button
              type="button"
              className="mp-bell__all"
              disabled={state.unread === 0}
              onClick={() => markRead('all')}
            >
              {t('markAllRead')}
            </button>
          </header>
          <VisuallyHidden role="status">
            {state.status === 'ready' ? t('unreadCount', { unread: state.unread }) : ''}
          </VisuallyHidden>
          {state.status === 'loading' && state.items.length === 0 ? <Skeleton /> : null}
          {state.status === 'error' ? (
            <ErrorState
              className="mp-bell__error"
              message={t('loadFailed')}
              onRetry={() => load()}
              retryLabel={t('retry')}
            />
          ) : null}
          {state.status === 'ready' && state.items.length === 0 ? (
            <EmptyState className="mp-bell__empty" headingLevel={3} title={t('empty')} />
          ) : null}
          {state.items.length > 0 ? (
            <ul className="mp-bell__list">
              {state.items.map((note) => (
                <Item
                  key={note.id}
                  note={note}
                  role={user.role}
                  onOpen={(opened) => {
                    if (opened.readAt === null) markRead([opened.id]);
                    close();
                  }}
                />
              ))}
            </ul>
          ) : null}
        </section>
      )}
    </Dropdown>
  );
}
