import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig as loadConfigFrom } from '../src/config';

const TOKEN = 'config-tests-internal-token';

/** The API needs an internal token in every mode; these tests are about the rest. */
function loadConfig(env: Record<string, string>) {
  return loadConfigFrom({ INTERNAL_TOKEN: TOKEN, ...env });
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: null,
      seedDemo: true,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      corsOrigins: [],
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '..', '..', '.data', 'api'));
  });

  it('reads overrides and refuses bad values', () => {
    const config = loadConfig({
      PORT: '4123',
      DATA_DIR: 'rel/dir',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'http://a.test, http://b.test',
    });
    expect(config).toMatchObject({
      port: 4123,
      seedDemo: false,
      corsOrigins: ['http://a.test', 'http://b.test'],
    });
    expect(config.dataDir).toBe(path.resolve('rel/dir'));
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('types the identity service, storage, payments, secrets and live settings', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      production: false,
      trustProxyHops: 0,
      identity: {
        url: 'http://127.0.0.1:4101',
        internalToken: TOKEN,
        region: 'local',
        revocationPollMs: 1000,
      },
      storage: {
        kind: 'local',
        dir: path.resolve(__dirname, '..', '..', '..', '.data', 'files'),
      },
      payments: { provider: 'sandbox', verificationDelayMs: 2000, publicUrl: null },
      secrets: { linkSigningSecret: '' },
      live: { redisUrl: null, testPublishToken: null },
    });
    expect(loadConfig({ NODE_ENV: 'test' }).storage).toEqual({
      kind: 'local',
      dir: path.join(tmpdir(), 'mp-api-test-files'),
    });
    const set = loadConfig({
      IDENTITY_INTERNAL_URL: 'http://id.test',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://s3.test',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
      PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS: '0',
      PAYMENTS_SANDBOX_PUBLIC_URL: 'https://api.test/some/path',
      LINK_SIGNING_SECRET: ' spaced ',
      REDIS_URL: 'redis://redis.test:6379',
    });
    expect(set).toMatchObject({
      identity: { url: 'http://id.test' },
      storage: {
        kind: 's3',
        bucket: 'files',
        prefix: '',
        region: 'us-east-1',
        endpoint: 'http://s3.test',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      payments: { verificationDelayMs: 0, publicUrl: 'https://api.test' },
      secrets: { linkSigningSecret: ' spaced ' },
      live: { redisUrl: 'redis://redis.test:6379' },
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS: '-1' })).toThrow(
      /PAYMENTS_SANDBOX_VERIFICATION_DELAY_MS/,
    );
    expect(() => loadConfig({ PAYMENTS_SANDBOX_PUBLIC_URL: 'ftp://api.test' })).toThrow(
      /PAYMENTS_SANDBOX_PUBLIC_URL/,
    );
  });

  it('refuses production mode without explicit secrets', () => {
    const secret = 's'.repeat(40);
    const production = { NODE_ENV: 'production', LINK_SIGNING_SECRET: secret };
    expect(() => loadConfigFrom({ ...production })).toThrow(/INTERNAL_TOKEN is required/);
    expect(() => loadConfigFrom({ ...production, INTERNAL_TOKEN: 'short' })).toThrow(
      /INTERNAL_TOKEN must have at least 32 characters/,
    );
    expect(() => loadConfigFrom({ NODE_ENV: 'production', INTERNAL_TOKEN: secret })).toThrow(
      /LINK_SIGNING_SECRET is required/,
    );
    const config = loadConfigFrom({ ...production, INTERNAL_TOKEN: secret });
    expect(config).toMatchObject({ production: true, identity: { internalToken: secret } });
    expect(config.live.testPublishToken).toBeNull();
  });

  it('never takes a default token: the retired one, or none at all, is refused', () => {
    const missingFile = path.join(tmpdir(), 'mp-no-such-internal-token');
    expect(() => loadConfigFrom({ INTERNAL_TOKEN: 'dev-internal-token' })).toThrow(/retired/);
    expect(() => loadConfigFrom({ INTERNAL_TOKEN_FILE: missingFile })).toThrow(
      /INTERNAL_TOKEN is not set/,
    );
    expect(() => loadConfig({ IDENTITY_URL: 'http://localhost:4100' })).toThrow(
      /IDENTITY_INTERNAL_URL/,
    );
  });

  it('reads the token a development identity service left on this machine', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mp-token-'));
    try {
      const file = path.join(dir, 'internal-token');
      writeFileSync(file, 'generated-token-of-this-start\n');
      expect(loadConfigFrom({ INTERNAL_TOKEN_FILE: file }).identity.internalToken).toBe(
        'generated-token-of-this-start',
      );
      // Production mode never reads it.
      expect(() => loadConfigFrom({ NODE_ENV: 'production', INTERNAL_TOKEN_FILE: file })).toThrow(
        /INTERNAL_TOKEN is required/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('trusts X-Forwarded-For only from as many proxies as TRUST_PROXY says', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
