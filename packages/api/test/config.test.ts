import path from 'node:path';
import { loadConfig } from '../src/config';

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
      corsOrigins: true,
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
});
