/**
 * Live re-application of the tenant's configuration (docs/tenant-console.md#live): every page,
 * signed in or not, joins the tenant-wide live namespace; when the tenant console publishes a
 * version, the page re-reads settings, switches and styling and repaints without a reload.
 */
import { SOCKET_OPTIONS, TENANT_LIVE_EVENTS, TENANT_LIVE_NAMESPACE } from '@mp/contracts';

export interface TenantChannel {
  on(event: string, listener: () => void): unknown;
  close(): unknown;
}

export type OpenTenantChannel = (url: string, tenantId: string) => Promise<TenantChannel>;

/** socket.io-client, loaded only when the page follows publishes (off the first paint). */
export const openSocketChannel: OpenTenantChannel = async (url, tenantId) => {
  const { io } = await import('socket.io-client');
  return io(url, {
    // A connection of its own: socket.io would otherwise share it with the signed-in user's
    // socket, which then handshakes with this query (no user, no token) and is refused.
    forceNew: true,
    query: { tenantId },
    transports: ['websocket'],
    timeout: SOCKET_OPTIONS.timeoutMs,
  });
};

/** The namespace's URL on the socket server (`/tenant` after the origin and any path). */
export function tenantChannelUrl(socketUrl: string): string {
  return `${socketUrl.replace(/\/+$/, '')}${TENANT_LIVE_NAMESPACE}`;
}

export interface FollowOptions {
  /**
   * The page started from the copy of the configuration its page server embedded, which the
   * server may have cached from before a publish (docs/tenant-console.md#live).
   */
  startedFromCopy?: boolean;
  open?: OpenTenantChannel;
}

/**
 * Calls `onPublished` on every publish of the tenant's configuration, and whenever the page may
 * have missed one: on each reconnection (a publish during the drop is not replayed), and on the
 * first connection when the page started from its server's copy. Resolves to a stop.
 */
export async function followTenantPublishes(
  socketUrl: string,
  tenantId: string,
  onPublished: () => void,
  { startedFromCopy = false, open = openSocketChannel }: FollowOptions = {},
): Promise<() => void> {
  const channel = await open(tenantChannelUrl(socketUrl), tenantId);
  let connections = 0;
  channel.on('connect', () => {
    connections += 1;
    if (connections > 1 || startedFromCopy) onPublished();
  });
  channel.on(TENANT_LIVE_EVENTS.configPublished, onPublished);
  return () => void channel.close();
}
