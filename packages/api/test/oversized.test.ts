/**
 * Bodies over a route's limit are answered 413 PAYLOAD_TOO_LARGE even while the client is still
 * sending them, and requests node's parser refuses get the API's error shape
 * (docs/security.md#bad-input).
 */
import http from 'node:http';
import net from 'node:net';
import { setUpTestApi } from './harness';

interface Answer {
  status: number;
  body: { code?: string; fields?: { path: string }[] };
}

/** Sends `bytes` of body in 64 KB chunks, declared up front or chunked, and reads the answer. */
function sendLarge(url: string, path: string, bytes: number, chunked: boolean): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      method: 'POST',
      path,
      headers: {
        'x-tenant-id': 'demo',
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(bytes) }),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
      );
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = (): void => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

function sendRaw(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('oversized and malformed requests', () => {
  const api = setUpTestApi();
  const MB = 1024 * 1024;

  it.each([
    ['a JSON route, length declared', '/customers/update-favorite-freelancers', false],
    ['a JSON route, chunked', '/customers/update-favorite-freelancers', true],
    ['the anonymous upload route, length declared', '/apis/s3', false],
    ['the anonymous upload route, chunked', '/apis/s3', true],
  ] as const)('answers 413 to 30 MB sent to %s', async (_label, path, chunked) => {
    const answer = await sendLarge(api.url, path, 30 * MB, chunked);
    expect([answer.status, answer.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('answers a NUL in a header 400 in the API error shape, naming the headers', async () => {
    const answer = await sendRaw(
      api.url,
      'GET /settings HTTP/1.1\r\nHost: x\r\nx-tenant-id: de\u0000mo\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Answer['body'];
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.fields?.map((field) => field.path)).toEqual(['headers']);
  });
});
