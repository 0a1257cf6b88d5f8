import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { throttled, type LiveLogger } from './logger';

const CONNECT_TIMEOUT_MS = 5000;
const ERROR_LOG_INTERVAL_MS = 10_000;

export interface RedisFanout {
  /** The socket.io adapter factory (pass as the Server's `adapter` option). */
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves once Redis has processed the adapter's subscriptions. */
  subscribed(): Promise<void>;
  close(): Promise<void>;
}

/** host:port only: a Redis URL may carry a password. */
function describe(redisUrl: string): string {
  try {
    const url = new URL(redisUrl);
    return `${url.hostname}:${url.port || '6379'}`;
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

async function connect(redisUrl: string, role: string, logger: LiveLogger): Promise<Redis> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // How long a closed client's timer may outlive it (ioredis waits 2 s by default).
    disconnectTimeout: 500,
    // The publisher fails fast while Redis is away (the event still reaches this instance's
    // sockets) instead of queueing publishes without bound; the subscriber's offline queue
    // holds only its few (re)subscriptions.
    enableOfflineQueue: role !== 'publisher',
  });
  const logError = throttled(logger.error.bind(logger), ERROR_LOG_INTERVAL_MS);
  client.on('error', (error: Error) =>
    logError({ err: error, redis: describe(redisUrl), role }, 'live: Redis error'),
  );
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`live: cannot reach Redis at ${describe(redisUrl)} (${String(error)})`);
  }
  return client;
}

// The adapter fires `publish` without handling its promise; while Redis is away that promise
// rejects, and an unhandled rejection would end the process.
function catchingPublishes(client: Redis, logger: LiveLogger): Redis {
  const logError = throttled(logger.warn.bind(logger), ERROR_LOG_INTERVAL_MS);
  const publish = (channel: string | Buffer, message: string | Buffer): Promise<number> =>
    client.publish(channel, message).catch((error: unknown) => {
      logError({ err: error }, 'live: Redis publish failed; event reached local sockets only');
      return 0;
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') return publish;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function quit(client: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 1000);
    });
    await Promise.race([client.quit(), gaveUp]);
  } catch {
    // Already closed or unreachable: disconnect below is all that is left to do.
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}

/**
 * ioredis clients for `@socket.io/redis-adapter`: the socket.io docs advise ioredis because the
 * `redis` package may not restore subscriptions after a reconnection. The classic (non-sharded)
 * adapter is used because the sharded one cannot run on ioredis against a Redis Cluster.
 */
export async function connectRedisFanout(
  redisUrl: string,
  logger: LiveLogger,
): Promise<RedisFanout> {
  const publisher = await connect(redisUrl, 'publisher', logger);
  let subscriber: Redis;
  try {
    subscriber = await connect(redisUrl, 'subscriber', logger);
  } catch (error) {
    await quit(publisher);
    throw error;
  }
  return {
    adapter: createAdapter(catchingPublishes(publisher, logger), subscriber),
    // Replies come in command order, so once PING answers the earlier SUBSCRIBEs are active.
    subscribed: async () => {
      await subscriber.ping();
    },
    close: async () => {
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}
