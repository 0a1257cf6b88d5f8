import { SOCKET_EVENTS, type Role, type ToastType } from '@mp/contracts';

/** Payloads of the live socket events (SPEC section 9), keyed by the wire names. */
export interface ChannelMessageReceivedPayload {
  channelId: string;
  senderName: string;
  message: string;
}

export interface VideoChatStartedPayload {
  sender_name: string;
  roomName: string;
  /** Where the recipient joins the call; absent when the shell builds it from roomName. */
  link?: string;
}

export interface JobNotClosed {
  jobId: string;
  title: string;
}

export interface MassCloseJobsFinishedPayload {
  jobsProcessedCount: number;
  jobsNotClosed: JobNotClosed[];
}

export interface CvParserSucceededPayload {
  userId: string;
}

export interface CvParserFailedPayload {
  userId: string;
  reason?: string;
}

export interface BookingCreatedPayload {
  bookingId: string;
  productId?: string;
  productTitle?: string;
}

// Type aliases, not interfaces: mitt's event map needs an implicit index signature.
export type SocketEvents = {
  [SOCKET_EVENTS.channelMessageReceived]: ChannelMessageReceivedPayload;
  [SOCKET_EVENTS.videoChatStarted]: VideoChatStartedPayload;
  [SOCKET_EVENTS.massCloseJobsFinished]: MassCloseJobsFinishedPayload;
  [SOCKET_EVENTS.userCvParserSucceeded]: CvParserSucceededPayload;
  [SOCKET_EVENTS.userCvParserFailed]: CvParserFailedPayload;
  [SOCKET_EVENTS.bookingCreated]: BookingCreatedPayload;
};

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

export interface NavigatePayload {
  to: string;
  replace?: boolean;
}

export type ShellEvents = {
  'session:changed': SessionChangedPayload;
  'locale:changed': LocaleChangedPayload;
  'toast:show': ToastShowPayload;
  'unread:changed': UnreadChangedPayload;
  navigate: NavigatePayload;
};

/** Every event that travels on the page-wide bus. */
export type MarketplaceEvents = SocketEvents & ShellEvents;
export type MarketplaceEventName = keyof MarketplaceEvents;
