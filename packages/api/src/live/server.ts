import type { Server as HttpServer } from 'node:http';
import type { AnnounceToTenant } from '@mp/contracts';
import { originCallback, type OriginCheck } from '../http/origins';
import { Server, type ServerOptions } from 'socket.io';
import { registerCallHandlers } from './calls';
import { registerChannelHandlers } from './channels';
import { createHandshakeMiddleware } from './handshake';
import { silentLogger, type LiveLogger } from './logger';
import { createPublisher, type Publish } from './publisher';
import { connectRedisFanout, type RedisFanout } from './redis';
import { isLiveId, recipientRoom, sessionRoom, userRoom } from './rooms';
import { registerTenantNamespace } from './tenant-namespace';
import type { CanConnect, CanJoinChannel, LiveIo, VerifyCallToken, VerifySession } from './types';

export interface LiveServerOptions {
  /** The API's HTTP server; the socket answers on it under `path`. */
  httpServer: HttpServer;
  verifySession: VerifySession;
  /** Whether the account may hold a socket (not deactivated); every account when omitted. */
  canConnect?: CanConnect;
  /** Channel membership check; without one every channel join is refused. */
  canJoinChannel?: CanJoinChannel;
  /** The video provider's check of room tokens; without one every call join is refused. */
  verifyCallToken?: VerifyCallToken;
  /** With a Redis URL, events fan out to the sockets of every API instance. */
  redisUrl?: string | null;
  logger?: LiveLogger;
  /**
   * Browser origins allowed to open the socket: true reflects any, a list allows exactly
   * those, a check decides per origin (the API's: docs/security.md#headers).
   */
  corsOrigins?: true | string[] | OriginCheck;
  path?: string;
  maxChannelsPerSocket?: number;
}

export interface LiveServer {
  io: LiveIo;
  publish: Publish;
  /** Sends an announcement to every open page of a tenant (the tenant-wide namespace). */
  announce: AnnounceToTenant;
  /** Ends every socket of a user on every instance (sign-out, deactivation). */
  disconnectUser(tenantId: string, userId: string): void;
  /** Ends the sockets of these sign-in sessions on every instance (they were revoked). */
  disconnectSessions(sessions: readonly { tenantId: string; sessionId: string }[]): void;
  /** Takes a user's sockets out of a channel on every instance (membership revoked). */
  removeFromChannel(tenantId: string, channelId: string, userId: string): void;
  /** Disconnects the sockets and Redis; leaves the HTTP server to its owner. */
  close(): Promise<void>;
}

const refuseEveryChannel: CanJoinChannel = () => false;
const refuseEveryCall: VerifyCallToken = async () => null;

function allowOrigins(check: OriginCheck): ServerOptions['allowRequest'] {
  return (request, callback) => {
    const origin = request.headers.origin;
    check(typeof origin === 'string' ? origin : undefined).then(
      (allowed) => callback(allowed ? null : 'origin not allowed', allowed),
      () => callback('origin check failed', false),
    );
  };
}

function socketOptions(options: LiveServerOptions): Partial<ServerOptions> {
  return {
    path: options.path ?? '/socket.io',
    serveClient: false,
    // Clients send channel requests and call signalling (an SDP is at most CALL_LIMITS'
    // 32 KB): a small frame limit bounds abuse.
    maxHttpBufferSize: 64 * 1024,
    connectTimeout: 10_000,
    ...(options.corsOrigins === undefined
      ? {}
      : {
          cors: {
            origin:
              typeof options.corsOrigins === 'function'
                ? originCallback(options.corsOrigins)
                : options.corsOrigins,
            credentials: false,
          },
        }),
    // CORS binds only polling in browsers; a WebSocket handshake from a foreign page is
    // refused here, before any socket exists.
    ...(typeof options.corsOrigins === 'function'
      ? { allowRequest: allowOrigins(options.corsOrigins) }
      : {}),
  };
}

export async function createLiveServer(options: LiveServerOptions): Promise<LiveServer> {
  const logger = options.logger ?? silentLogger;
  const fanout: RedisFanout | null = options.redisUrl
    ? await connectRedisFanout(options.redisUrl, logger)
    : null;

  const io: LiveIo = new Server(options.httpServer, {
    ...socketOptions(options),
    ...(fanout === null ? {} : { adapter: fanout.adapter }),
  });
  // Guards go on before anything is awaited: the HTTP server may already be listening.
  io.use(createHandshakeMiddleware(options.verifySession, logger, options.canConnect));
  const announce = registerTenantNamespace(io);
  io.on('connection', (socket) => {
    const { tenantId, userId, sessionId } = socket.data;
    void socket.join(
      sessionId === undefined
        ? userRoom(tenantId, userId)
        : [userRoom(tenantId, userId), sessionRoom(tenantId, sessionId)],
    );
    registerChannelHandlers(socket, {
      canJoinChannel: options.canJoinChannel ?? refuseEveryChannel,
      maxChannels: options.maxChannelsPerSocket ?? 200,
      maxPending: 20,
      logger,
    });
    registerCallHandlers(io, socket, {
      verifyCallToken: options.verifyCallToken ?? refuseEveryCall,
      maxPending: 10,
      logger,
    });
  });

  let closing: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    // Connections are closed, not their sockets ended: a client sees "transport close" and
    // reconnects (to another instance, or to this one once restarted), whereas an ended session
    // is disconnected by the server ("io server disconnect"), which a client does not retry.
    io.engine.close();
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    await fanout?.close();
  };

  if (fanout !== null) {
    try {
      await fanout.subscribed();
    } catch (error) {
      await close();
      throw error;
    }
  }

  return {
    io,
    publish: createPublisher(io),
    announce,
    disconnectUser: (tenantId, userId) => {
      io.in(recipientRoom(tenantId, { userId })).disconnectSockets(true);
    },
    disconnectSessions: (sessions) => {
      const rooms = sessions
        .filter((s) => isLiveId(s.tenantId) && isLiveId(s.sessionId))
        .map((s) => sessionRoom(s.tenantId, s.sessionId));
      if (rooms.length > 0) io.in(rooms).disconnectSockets(true);
    },
    removeFromChannel: (tenantId, channelId, userId) => {
      const channel = recipientRoom(tenantId, { channelId });
      io.in(recipientRoom(tenantId, { userId })).socketsLeave(channel);
    },
    // Not io.close(): that would also close the HTTP server, which the API owns.
    close: () => (closing ??= close()),
  };
}
