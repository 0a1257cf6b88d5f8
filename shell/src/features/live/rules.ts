import { ROLES, TOAST_DURATION_MS, type Role } from '@mp/contracts';

export type ToastKind = keyof typeof TOAST_DURATION_MS;

/**
 * Auto-close time (docs/shell.md#toasts): 4 s by default, 30 s for video calls and mass close;
 * the toast switch's duration (seconds, already converted to ms) wins when it is on.
 */
export function toastDuration(kind: ToastKind, featureDurationMs?: number | null): number {
  if (typeof featureDurationMs === 'number' && featureDurationMs > 0) return featureDurationMs;
  return TOAST_DURATION_MS[kind];
}

/**
 * Fetched when internal messaging enables it, or for customers with the dashboard redesign
 * (docs/shell.md#prompts); never for a customer held back until an administrator approves them
 * (the API refuses them the inbox, docs/security.md#server-side-gates).
 */
export function shouldFetchUnread(input: {
  role: Role;
  internalMessaging: boolean;
  dashboardRedesign: boolean;
  awaitingApproval: boolean;
}): boolean {
  if (input.awaitingApproval) return false;
  return input.internalMessaging || (input.role === ROLES.customer && input.dashboardRedesign);
}

/** `hits.total.value` of the search answer (also accepts the older numeric `hits.total`). */
export function readUnreadCount(body: unknown): number {
  const hits = (body as { hits?: { total?: unknown } } | null)?.hits;
  const total = hits?.total;
  const value =
    typeof total === 'number' ? total : (total as { value?: unknown } | undefined)?.value;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

/** The signed-in user's area for links (customer or freelancer). */
export function areaOf(role: Role): 'customer' | 'freelancer' {
  return role === ROLES.customer ? 'customer' : 'freelancer';
}

export function inboxPath(role: Role, channelId: string): string {
  return `/${areaOf(role)}/inbox/${encodeURIComponent(channelId)}`;
}

/** Where to join a call: the link the event carries if it is same-site, else the area's meet page. */
export function meetPath(role: Role, roomName: string, link?: string): string {
  if (link && link.startsWith('/') && !link.startsWith('//')) return link;
  return `/${areaOf(role)}/meet?room=${encodeURIComponent(roomName)}`;
}
