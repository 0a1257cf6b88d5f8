import { createHmac } from 'node:crypto';
import { loadConfig } from '../config';
import { iceServersFor, turnCredentials } from './builtin/ice';
import { claimedTenant, signRoomToken, verifyRoomToken } from './builtin/tokens';

const ticket = {
  tenantId: 'demo',
  roomName: 'room-1',
  userId: 'u1',
  userName: 'Casey',
  expiresAt: new Date('2030-01-01T00:10:00Z'),
};
const NOW = Date.parse('2030-01-01T00:00:00Z');

describe('room tokens', () => {
  it('verify with the key they were signed with until they expire', () => {
    const token = signRoomToken('key', ticket);
    expect(claimedTenant(token)).toBe('demo');
    expect(verifyRoomToken('key', token, NOW)).toEqual(ticket);
    expect(verifyRoomToken('key', token, ticket.expiresAt.getTime())).toBeNull();
    expect(verifyRoomToken('another key', token, NOW)).toBeNull();
  });

  it('refuse any change to the payload and malformed or oversized tokens', () => {
    const [head, payload, signature] = signRoomToken('key', ticket).split('.') as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    for (const change of [{ r: 'room-2' }, { u: 'u2' }, { t: 'acme' }, { exp: 1_999_999_999 }]) {
      const altered = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
      expect(verifyRoomToken('key', `${head}.${altered}.${signature}`, NOW)).toBeNull();
    }
    expect(verifyRoomToken('key', `v2.${payload}.${signature}`, NOW)).toBeNull();
    expect(verifyRoomToken('key', 'v1.e30.short', NOW)).toBeNull();
    expect(claimedTenant(`v1.${'a'.repeat(3000)}.${signature}`)).toBeNull();
    // A payload whose tenant could forge a room name is refused before any key is looked up.
    const hostile = Buffer.from(JSON.stringify({ ...claims, t: 'demo:x' })).toString('base64url');
    expect(claimedTenant(`v1.${hostile}.${signature}`)).toBeNull();
  });
});

describe('ICE servers', () => {
  it('makes TURN REST credentials from the shared secret, never showing the secret', () => {
    const expiresAt = new Date(1_900_000_000_000);
    const credentials = turnCredentials('secret', 'u1', expiresAt);
    expect(credentials).toEqual({
      username: '1900000000:u1',
      credential: createHmac('sha1', 'secret').update('1900000000:u1').digest('base64'),
    });
    const servers = iceServersFor(
      [
        { urls: ['stun:stun.example.test'] },
        { urls: ['turn:turn.example.test'], username: 'fixed', credential: 'pass' },
        { urls: ['turns:turn.example.test:5349'], sharedSecret: 'secret' },
      ],
      'u1',
      expiresAt,
    );
    expect(servers).toEqual([
      { urls: ['stun:stun.example.test'] },
      { urls: ['turn:turn.example.test'], username: 'fixed', credential: 'pass' },
      { urls: ['turns:turn.example.test:5349'], ...credentials },
    ]);
    expect(JSON.stringify(servers)).not.toContain('"secret"');
  });
});

describe('video configuration', () => {
  // The identity service's token is required of every configuration; these cases are about video.
  const configOf = (env: Record<string, string>) =>
    loadConfig({ INTERNAL_TOKEN: 'video-test-internal-token', ...env });

  it('needs no ICE servers by default and reads them from the deployment', () => {
    expect(configOf({}).video).toEqual({
      provider: 'builtin',
      tokenSecret: '',
      tokenTtlSeconds: 600,
      iceServers: [],
      turnTtlSeconds: 43_200,
    });
    const video = configOf({
      VIDEO_ICE_SERVERS: '[{"urls":"stun:stun.example.test:3478"}]',
      VIDEO_TURN_URLS: 'turn:turn.example.test:3478, turns:turn.example.test:5349',
      VIDEO_TURN_SECRET: 'shared-secret',
      VIDEO_TOKEN_TTL_SECONDS: '120',
    }).video;
    expect(video.iceServers).toEqual([
      { urls: ['stun:stun.example.test:3478'] },
      {
        urls: ['turn:turn.example.test:3478', 'turns:turn.example.test:5349'],
        sharedSecret: 'shared-secret',
      },
    ]);
    expect(video.tokenTtlSeconds).toBe(120);
  });

  it.each([
    [{ VIDEO_PROVIDER: 'hosted' }, /VIDEO_PROVIDER/],
    [{ VIDEO_ICE_SERVERS: 'not json' }, /VIDEO_ICE_SERVERS must be a JSON list/],
    [{ VIDEO_ICE_SERVERS: '[{"urls":"https://x"}]' }, /VIDEO_ICE_SERVERS\[0/],
    [{ VIDEO_TURN_URLS: 'turn:turn.example.test' }, /VIDEO_TURN_SECRET go together/],
    [{ VIDEO_TOKEN_TTL_SECONDS: '5' }, /VIDEO_TOKEN_TTL_SECONDS/],
  ])('refuses %j', (env, message) => {
    expect(() => configOf(env)).toThrow(message);
  });
});
