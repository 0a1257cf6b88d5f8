/**
 * A test-only door into the live publisher, so end-to-end tests can make the API emit a socket
 * event without the domain flows that normally do. It exists only when the process is started
 * with LIVE_TEST_PUBLISH_TOKEN (never with NODE_ENV=production: see loadConfig), and every call
 * must carry that token as a bearer token.
 */
import { timingSafeEqual } from 'node:crypto';
import { SOCKET_EVENTS, type LiveEvent, type SocketEventName } from '@mp/contracts';
import type { FastifyInstance } from 'fastify';
import type { LiveServer } from './server';

export const LIVE_TEST_PUBLISH_PATH = '/__test__/live/publish';

const EVENT_NAMES = new Set<string>(Object.values(SOCKET_EVENTS));

function sameToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function readEvent(body: unknown): LiveEvent | string {
  if (typeof body !== 'object' || body === null) return 'body must be an object';
  const { tenantId, to, type, payload } = body as Record<string, unknown>;
  if (typeof tenantId !== 'string' || !tenantId) return 'tenantId is required';
  if (typeof type !== 'string' || !EVENT_NAMES.has(type)) return 'type must be a socket event';
  if (typeof payload !== 'object' || payload === null) return 'payload must be an object';
  const recipient = to as { userId?: unknown; channelId?: unknown } | null;
  const userId = typeof recipient?.userId === 'string' ? recipient.userId : null;
  const channelId = typeof recipient?.channelId === 'string' ? recipient.channelId : null;
  if (!userId && !channelId) return 'to.userId or to.channelId is required';
  return {
    tenantId,
    to: userId ? { userId } : { channelId: channelId as string },
    type: type as SocketEventName,
    payload,
  } as LiveEvent;
}

export function registerLiveTestPublish(app: FastifyInstance, live: LiveServer, token: string) {
  app.post(LIVE_TEST_PUBLISH_PATH, async (request, reply) => {
    if (!sameToken(request.headers.authorization, token)) {
      return reply.code(401).send({ code: 'UNAUTHENTICATED', message: 'Bad test token' });
    }
    const event = readEvent(request.body);
    if (typeof event === 'string') {
      return reply.code(400).send({ code: 'VALIDATION_FAILED', message: event });
    }
    live.publish(event);
    return reply.code(202).send({ ok: true });
  });
}
