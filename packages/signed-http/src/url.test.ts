import { buildUrl } from './index';

describe('buildUrl', () => {
  it('joins base and path with exactly one slash and keeps a base path prefix', () => {
    expect(buildUrl('https://api.test/v1/', '/jobs')).toBe('https://api.test/v1/jobs');
    expect(buildUrl('https://api.test/v1', 'jobs')).toBe('https://api.test/v1/jobs');
  });

  it('appends query values, repeating arrays and leaving out null and undefined', () => {
    expect(
      buildUrl('https://api.test', '/jobs?mode=all', {
        jobId: 'j 1',
        limit: 50,
        mine: true,
        ids: ['a', null, 'b'],
        cursor: null,
        from: undefined,
      }),
    ).toBe('https://api.test/jobs?mode=all&jobId=j+1&limit=50&mine=true&ids=a&ids=b');
  });

  it('resolves a relative base against the page origin in a browser', () => {
    Object.defineProperty(globalThis, 'location', {
      value: { origin: 'https://app.example.test' },
      configurable: true,
    });
    try {
      expect(buildUrl('/api', '/jobs')).toBe('https://app.example.test/api/jobs');
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
  });

  it('refuses a relative base where there is no page origin', () => {
    expect(() => buildUrl('/api', '/jobs')).toThrow('must be absolute');
  });
});
