import type { Role, SocketEventPayloads, ToastType } from '@mp/contracts';
import type { CallEvents } from './calls';

// The socket payloads are defined once in the contracts (the API publishes the same shapes).
export type {
  BookingCreatedPayload,
  ChannelMessageReceivedPayload,
  CvParserFailedPayload,
  CvParserSucceededPayload,
  JobNotClosed,
  MassCloseJobsFinishedPayload,
  NotificationCreatedPayload,
  VideoChatStartedPayload,
} from '@mp/contracts';

export type SocketEvents = SocketEventPayloads;

/** Who is signed in now; `signedIn: false` carries no user. */
export type SessionChangedPayload =
  { signedIn: true; userId: string; role: Role } | { signedIn: false };

export interface LocaleChangedPayload {
  locale: string;
}

export interface ToastLink {
  /** An in-app route or an absolute URL. */
  to: string;
  label: string;
}

export interface ToastShowPayload {
  type: ToastType;
  message: string;
  /** Auto-close delay; the shell defaults to TOAST_DURATION_MS.default. */
  durationMs?: number;
  /** Optional list under the message (e.g. the jobs a mass close skipped). */
  details?: string[];
  link?: ToastLink;
}

export interface UnreadChangedPayload {
  count: number;
}

/** The signed-in user changed their own profile (name, picture): the header shows it again. */
export interface ProfileChangedPayload {
  userId: string;
}

export interface NavigatePayload {
  to: string;
  replace?: boolean;
}

// Type aliases, not interfaces: mitt's event map needs an implicit index signature.
export type ShellEvents = {
  'session:changed': SessionChangedPayload;
  'locale:changed': LocaleChangedPayload;
  'toast:show': ToastShowPayload;
  'unread:changed': UnreadChangedPayload;
  'profile:changed': ProfileChangedPayload;
  navigate: NavigatePayload;
};

/** Every event that travels on the page-wide bus. */
export type MarketplaceEvents = SocketEvents & ShellEvents & CallEvents;
export type MarketplaceEventName = keyof MarketplaceEvents;
