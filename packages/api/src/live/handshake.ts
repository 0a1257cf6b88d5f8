import { LIVE_ERROR_CODES, type LiveFieldError } from '@mp/contracts';
import { liveError } from './errors';
import type { LiveLogger } from './logger';
import { isLiveId } from './rooms';
import type { CanConnect, LiveSocket, SessionIdentity, VerifySession } from './types';

// Larger than any JWT our identity service issues; bigger inputs are refused unread.
const MAX_TOKEN_LENGTH = 8192;

type Next = (err?: Error) => void;
type QueryValue = string | string[] | undefined;

function single(value: QueryValue): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function queryFieldErrors(userId: unknown, tenantId: unknown): LiveFieldError[] {
  const fields: LiveFieldError[] = [];
  const message = 'required: 1-128 characters without spaces or ":"';
  if (!isLiveId(userId)) fields.push({ path: 'query.userId', message });
  if (!isLiveId(tenantId)) fields.push({ path: 'query.tenantId', message });
  return fields;
}

/**
 * Socket.io middleware for the handshake (docs/live.md#connecting): `userId`, `tenantId` and
 * `token` as query parameters. The token must verify to exactly that user in exactly that tenant,
 * and the account may hold a socket (`canConnect`: not deactivated); on success the identity
 * (with its sign-in session) is stored in `socket.data`.
 */
export function createHandshakeMiddleware(
  verifySession: VerifySession,
  logger: LiveLogger,
  canConnect: CanConnect = () => true,
) {
  const refuse = (socket: LiveSocket, next: Next, error: ReturnType<typeof liveError>): void => {
    logger.info(
      { socketId: socket.id, code: error.data.code, address: socket.handshake.address },
      'live: handshake refused',
    );
    next(error);
  };

  return async (socket: LiveSocket, next: Next): Promise<void> => {
    const query = socket.handshake.query as Record<string, QueryValue>;
    const userId = single(query.userId);
    const tenantId = single(query.tenantId);
    const token = single(query.token);
    const fields = queryFieldErrors(userId, tenantId);
    if (fields.length > 0 || userId === undefined || tenantId === undefined) {
      refuse(socket, next, liveError(LIVE_ERROR_CODES.handshakeInvalid, 'Invalid query', fields));
      return;
    }
    if (token === undefined || token === '') {
      refuse(
        socket,
        next,
        liveError(LIVE_ERROR_CODES.tokenRequired, 'A session token is required'),
      );
      return;
    }
    if (token.length > MAX_TOKEN_LENGTH) {
      refuse(socket, next, liveError(LIVE_ERROR_CODES.tokenInvalid, 'Invalid session token'));
      return;
    }
    let session: SessionIdentity | null;
    try {
      session = await verifySession(token);
    } catch (error) {
      logger.warn({ err: error, userId, tenantId }, 'live: session verification failed');
      next(liveError(LIVE_ERROR_CODES.unavailable, 'Session check unavailable, retry later'));
      return;
    }
    if (session === null) {
      refuse(socket, next, liveError(LIVE_ERROR_CODES.tokenInvalid, 'Invalid session token'));
      return;
    }
    if (session.userId !== userId || session.tenantId !== tenantId) {
      refuse(
        socket,
        next,
        liveError(LIVE_ERROR_CODES.sessionMismatch, 'The token belongs to another user or tenant'),
      );
      return;
    }
    let allowed: boolean;
    try {
      allowed = await canConnect(userId, tenantId);
    } catch (error) {
      logger.warn({ err: error, userId, tenantId }, 'live: account check failed');
      next(liveError(LIVE_ERROR_CODES.unavailable, 'Session check unavailable, retry later'));
      return;
    }
    if (!allowed) {
      refuse(
        socket,
        next,
        liveError(LIVE_ERROR_CODES.userDeactivated, 'This account is deactivated'),
      );
      return;
    }
    socket.data.userId = userId;
    socket.data.tenantId = tenantId;
    if (session.sessionId !== undefined) socket.data.sessionId = session.sessionId;
    next();
  };
}
