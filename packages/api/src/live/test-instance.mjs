// A live server in its own Node process, for the cross-process Redis test. argv: redis URL and a
// JSON map token -> { userId, tenantId }. IPC: { publish: event } publishes, { close: true } ends.
import { createServer } from 'node:http';
import { register } from 'tsx/esm/api';

register();
const { createLiveServer } = await import('./server.ts');

const [redisUrl, sessionsJson] = process.argv.slice(2);
const sessions = JSON.parse(sessionsJson);
const httpServer = createServer((_request, response) => response.writeHead(404).end());
await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const live = await createLiveServer({
  httpServer,
  redisUrl,
  verifySession: async (token) => sessions[token] ?? null,
});

process.on('message', async (message) => {
  if (message.publish) {
    live.publish(message.publish);
    process.send({ published: true });
  } else if (message.close) {
    await live.close();
    httpServer.close(() => process.exit(0));
  }
});
process.send({ url: `http://127.0.0.1:${httpServer.address().port}` });
