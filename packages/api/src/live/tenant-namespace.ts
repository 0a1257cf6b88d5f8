import {
  LIVE_ERROR_CODES,
  TENANT_LIVE_NAMESPACE,
  type AnnounceToTenant,
  type TenantLiveEventName,
} from '@mp/contracts';
import { liveError } from './errors';
import { isLiveId } from './rooms';
import type { LiveIo } from './types';

/** The room of every page of one tenant in the tenant-wide namespace. */
export function tenantRoom(tenantId: string): string {
  return `tenant:${tenantId}:pages`;
}

interface Emitter {
  emit(type: TenantLiveEventName, payload: object): boolean;
}

/**
 * The tenant-wide namespace (docs/live.md#tenant-wide-events): no session, only the tenant id,
 * and nothing but announcements ever flows to the page (it may send nothing). What is announced
 * here is public anyway (the tenant's published settings), so no one needs to be identified.
 */
export function registerTenantNamespace(io: LiveIo): AnnounceToTenant {
  const namespace = io.of(TENANT_LIVE_NAMESPACE);
  namespace.use((socket, next) => {
    const tenantId = (socket.handshake.query as Record<string, unknown>).tenantId;
    if (!isLiveId(tenantId)) {
      next(
        liveError(LIVE_ERROR_CODES.handshakeInvalid, 'Invalid query', [
          { path: 'query.tenantId', message: 'required: 1-128 characters without spaces or ":"' },
        ]),
      );
      return;
    }
    socket.data.tenantId = tenantId;
    next();
  });
  namespace.on('connection', (socket) => {
    void socket.join(tenantRoom(socket.data.tenantId));
  });
  return (tenantId, type, payload) => {
    if (!isLiveId(tenantId))
      throw new TypeError(`live: invalid tenantId ${JSON.stringify(tenantId)}`);
    (namespace.to(tenantRoom(tenantId)) as unknown as Emitter).emit(type, payload);
  };
}
