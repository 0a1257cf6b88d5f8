import { REVOCATION_RETENTION_MS, type RevocationEvent, type RevocationPage } from './revocations';

export interface RevocationWatchOptions {
  /** Base URL of the identity service's internal listener. */
  identityUrl: string;
  internalToken: string;
  /** Time between the end of one poll and the next. */
  intervalMs?: number;
  /**
   * How far back each poll reaches before the previous one (events are de-duplicated): covers a
   * revocation committed just after the previous poll read.
   */
  overlapMs?: number;
  timeoutMs?: number;
  /** New revocations, each delivered once. */
  onRevoked(events: readonly RevocationEvent[]): void;
  /** Some revocations may have been missed (a page overflowed, or the service was away too long). */
  onLost(): void;
  onError?(error: unknown): void;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

export interface RevocationWatch {
  /** Polls now (after a poll already running) and resolves when it is done. */
  pollNow(): Promise<void>;
  stop(): Promise<void>;
}

function isPage(value: unknown): value is RevocationPage {
  const page = value as Partial<RevocationPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.now === 'number' &&
    typeof page.complete === 'boolean' &&
    Array.isArray(page.events)
  );
}

/**
 * Follows the identity service's revocation list (GET /internal/revocations?since=): every
 * `intervalMs` it asks for the revocations since its last read, minus an overlap, and hands
 * each new one to `onRevoked` once. The API drops the sessions' cached credentials and closes
 * their sockets on it, so a sign-out reaches every API instance within about a second.
 */
export function watchRevocations(options: RevocationWatchOptions): RevocationWatch {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const intervalMs = options.intervalMs ?? 1000;
  const overlapMs = options.overlapMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 3000;
  const base = `${options.identityUrl.replace(/\/$/, '')}/internal/revocations`;
  let since: number | null = null;
  let lastRead: number | null = null;
  const seen = new Map<string, number>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const read = async (): Promise<RevocationPage> => {
    const response = await fetchImpl(since === null ? base : `${base}?since=${since}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${options.internalToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`identity service: revocations answered ${response.status}`);
    }
    const page: unknown = await response.json();
    if (!isPage(page)) throw new Error('identity service: revocations answer is malformed');
    return page;
  };

  const apply = (page: RevocationPage): void => {
    const awayTooLong = lastRead !== null && page.now - lastRead > REVOCATION_RETENTION_MS;
    if (!page.complete || awayTooLong) {
      seen.clear();
      options.onLost();
    }
    const fresh = page.events.filter((event) => !seen.has(event.id));
    for (const event of fresh) seen.set(event.id, event.revokedAt);
    lastRead = page.now;
    since = page.now - overlapMs;
    for (const [id, at] of seen) if (at < since) seen.delete(id);
    if (fresh.length > 0) options.onRevoked(fresh);
  };

  const poll = async (): Promise<void> => {
    try {
      apply(await read());
    } catch (error) {
      options.onError?.(error);
    }
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => void pollNow(), intervalMs);
    timer.unref();
  };

  const pollNow = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const previous = running ?? Promise.resolve();
    const next = previous.then(poll).finally(() => {
      if (running === next) {
        running = null;
        schedule();
      }
    });
    running = next;
    return next;
  };

  void pollNow();
  return {
    pollNow,
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
