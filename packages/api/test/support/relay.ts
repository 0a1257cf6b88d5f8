/**
 * A TCP relay in front of a server that a test can cut (the server becomes unreachable:
 * connections refused, open ones dropped) and restore, so the API meets the same socket errors
 * as when that host goes away.
 */
import net from 'node:net';

export interface Relay {
  /** host:port to put in a connection URL instead of the server's. */
  address: string;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again (on the same port). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Relays TCP connections on a loopback port to `target` (host:port) until cut. */
export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);
  const cut = async () => {
    const closing = stopListening();
    for (const socket of open) socket.destroy();
    await closing;
  };
  return {
    address: `127.0.0.1:${port}`,
    cut,
    restore: async () => void (await listen(port)),
    close: cut,
  };
}
