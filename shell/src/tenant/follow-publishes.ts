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
  open?: OpenTenantChannel;
}

/**
 * Calls `onPublished` on every publish of the tenant's configuration, and whenever the page may
 * have missed one, as a publish is never replayed: on the first connection, since the channel
 * opens after the page read its configuration (from the page server's copy, cached up to 30 s,
 * or from the API), and on each reconnection. Resolves to a stop.
 */
export async function followTenantPublishes(
  socketUrl: string,
  tenantId: string,
  onPublished: () => void,
  { open = openSocketChannel }: FollowOptions = {},
): Promise<() => void> {
  const channel = await open(tenantChannelUrl(socketUrl), tenantId);
  channel.on('connect', onPublished);
  channel.on(TENANT_LIVE_EVENTS.configPublished, onPublished);
  return () => void channel.close();
}
