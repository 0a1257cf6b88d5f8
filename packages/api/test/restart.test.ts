/** Data written through the API survives closing and reopening the same database. */
import { account, call, startTestApi, TEST_TIMEOUT_MS } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

describe('restart', () => {
  it('keeps what was written, and a restart (re-seed) does not overwrite user edits', async () => {
    const freelancer = account('demo', 'freelancer');
    const customer = account('demo', 'customer');
    const first = await startTestApi();
    const written = await call(first, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: freelancer.userId,
      body: { type: 'basic', data: { name: 'Renamed Before Restart', title: 'Persistent title' } },
    });
    expect(written.statusCode).toBe(200);
    const favourite = await call(first, {
      method: 'POST',
      url: '/customers/update-favorite-freelancers',
      user: customer.userId,
      body: { freelancerId: freelancer.userId, value: true },
    });
    expect(favourite.statusCode).toBe(200);
    await first.close();

    const second = await startTestApi(first.database);
    try {
      const me = await call(second, { method: 'GET', url: '/users/me', user: freelancer.userId });
      expect(me.json()).toMatchObject({
        name: 'Renamed Before Restart',
        title: 'Persistent title',
      });
      const favourites = await call(second, {
        method: 'GET',
        url: '/customers/get-favorite-freelancers',
        user: customer.userId,
      });
      expect(favourites.json<{ userId: string }[]>().map((f) => f.userId)).toEqual([
        freelancer.userId,
      ]);
      const migrations = await second.db.query<{ version: string }>(
        'SELECT version FROM schema_migrations',
      );
      expect(migrations.rows.length).toBeGreaterThan(0);
    } finally {
      await second.dispose();
    }
  });
});
