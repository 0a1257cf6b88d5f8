import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { SOCKET_EVENTS } from '@mp/contracts';
import { createLiveServer } from './server';
import { connectClient } from './test-support';

// The API serves HTTP with fastify: the live socket shares its server and port.
it('shares a fastify server without disturbing its routes or its shutdown', async () => {
  const app = Fastify();
  app.get('/ping', async () => ({ ok: true }));
  const live = await createLiveServer({
    httpServer: app.server,
    verifySession: async (token) => (token === 't1' ? { userId: 'u1', tenantId: 'demo' } : null),
  });
  // The wiring the API uses: sockets end first, then fastify closes its server.
  app.addHook('preClose', () => live.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const client = await connectClient(url, { userId: 'u1', tenantId: 'demo', token: 't1' });
  expect(await (await fetch(`${url}/ping`)).json()).toEqual({ ok: true });
  live.publish({
    tenantId: 'demo',
    to: { userId: 'u1' },
    type: SOCKET_EVENTS.userCvParserSucceeded,
    payload: { userId: 'u1' },
  });
  expect(await client.next(SOCKET_EVENTS.userCvParserSucceeded)).toEqual({ userId: 'u1' });

  const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
  await app.close();
  await disconnected;
  expect(app.server.listening).toBe(false);
});
