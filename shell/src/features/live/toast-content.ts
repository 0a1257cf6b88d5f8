import {
  formatDateTime,
  SOCKET_EVENTS,
  notificationLink,
  type Role,
  type SocketEventName,
  type SocketEventPayloads,
} from '@mp/contracts';
import type { ToastShowPayload } from '@mp/event-bus';
import type { TextKey } from '../../locales';
import { inboxPath, meetPath, toastDuration } from './rules';

type Translate = (key: TextKey<'live'>, values?: Record<string, unknown>) => string;

export interface LiveToast extends ToastShowPayload {
  durationMs: number;
  /** CV parse success with auto-refresh set: reload the page this long after the toast. */
  reloadAfterMs?: number;
}

export interface ToastContext {
  role: Role;
  t: Translate;
  /** The reader's language, for times (docs/formatting.md#dates). */
  language: string;
  /** The toast switch's duration in ms (0 or absent when the switch is off). */
  featureDurationMs?: number;
  /** Whether the page asked to refresh itself after a CV parse (see CV_AUTO_REFRESH_KEY). */
  cvAutoRefresh: boolean;
}

export const CV_RELOAD_WAIT_MS = 3000;

/** The toast each live event shows (docs/shell.md#toasts), or null for events without one. */
export function toastForEvent<K extends SocketEventName>(
  type: K,
  payload: SocketEventPayloads[K],
  ctx: ToastContext,
): LiveToast | null {
  const { t, role } = ctx;
  const normal = toastDuration('default', ctx.featureDurationMs);
  switch (type) {
    case SOCKET_EVENTS.channelMessageReceived: {
      const p = payload as SocketEventPayloads['CHANNEL_MESSAGE_RECEIVED'];
      return {
        type: 'info',
        message: t('newMessage', { senderName: p.senderName }),
        link: { to: inboxPath(role, p.channelId), label: t('review') },
        durationMs: normal,
      };
    }
    case SOCKET_EVENTS.videoChatStarted: {
      const p = payload as SocketEventPayloads['VIDEO_CHAT_STARTED'];
      return {
        type: 'info',
        message: t('videoCall', { sender_name: p.sender_name }),
        link: { to: meetPath(role, p.roomName, p.link), label: t('joinCall') },
        durationMs: toastDuration('videoCall', ctx.featureDurationMs),
      };
    }
    case SOCKET_EVENTS.massCloseJobsFinished: {
      const p = payload as SocketEventPayloads['MASS_CLOSE_JOBS_FINISHED'];
      const notClosed = p.jobsNotClosed.map((job) => job.title || job.jobId);
      return {
        type: notClosed.length > 0 ? 'warning' : 'success',
        message: t('massClose', { jobsProcessedCount: p.jobsProcessedCount }),
        details: notClosed.length > 0 ? [t('notClosed'), ...notClosed] : undefined,
        durationMs: toastDuration('massClose', ctx.featureDurationMs),
      };
    }
    case SOCKET_EVENTS.userCvParserSucceeded:
      return {
        type: 'success',
        message: t('cvSucceeded'),
        details: ctx.cvAutoRefresh ? [t('cvReloading')] : undefined,
        durationMs: normal,
        reloadAfterMs: ctx.cvAutoRefresh ? CV_RELOAD_WAIT_MS : undefined,
      };
    case SOCKET_EVENTS.userCvParserFailed:
      return { type: 'error', message: t('cvFailed'), durationMs: normal };
    case SOCKET_EVENTS.bookingCreated: {
      const p = payload as SocketEventPayloads['BOOKING_CREATED'];
      return {
        type: 'success',
        message: p.productTitle
          ? t('bookingCreatedFor', { productTitle: p.productTitle })
          : t('bookingCreated'),
        durationMs: normal,
      };
    }
    case SOCKET_EVENTS.notificationCreated: {
      // Only a meeting about to start gets a toast; the rest wait in the bell.
      const { notification } = payload as SocketEventPayloads['NOTIFICATION_CREATED'];
      if (notification.kind !== 'MEETING_REMINDER') return null;
      const startsAt = notification.payload.startsAt;
      const other = notification.payload.otherPartyName;
      const to = notificationLink(notification, role);
      return {
        type: 'info',
        message: t('meetingReminder', {
          other: typeof other === 'string' ? other : '',
          time: typeof startsAt === 'string' ? formatDateTime(startsAt, ctx.language) : '',
        }),
        ...(to === null ? {} : { link: { to, label: t('openMeetings') } }),
        durationMs: toastDuration('videoCall', ctx.featureDurationMs),
      };
    }
    default:
      return null;
  }
}

/**
 * Session-storage flag a screen sets when it starts a CV parse and wants the page refreshed
 * when the parse succeeds (3-second wait, then reload: docs/shell.md#prompts).
 */
export const CV_AUTO_REFRESH_KEY = 'mp.cvParse.autoRefresh';

export function readCvAutoRefresh(): boolean {
  try {
    return window.sessionStorage.getItem(CV_AUTO_REFRESH_KEY) === '1';
  } catch {
    return false;
  }
}
