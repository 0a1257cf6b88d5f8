import { API_ERROR_CODES, TEST_USER_HEADER } from '@mp/contracts';
import type { Queryable } from '../db/types';
import type { Authenticator } from './types';

/**
 * Test-only: trusts the x-test-user-id header. Enabled only when NODE_ENV=test and
 * MP_TEST_AUTH=1 (see selectAuthenticators); the caller's tenant is the user's stored tenant.
 */
export function createTestAuthenticator(db: Queryable): Authenticator {
  return async (request) => {
    const header = request.headers[TEST_USER_HEADER];
    if (header === undefined) return null;
    const userId = Array.isArray(header) ? header[0] : header;
    if (userId === undefined || userId.length === 0 || userId.length > 64) {
      return {
        error: 'unauthenticated',
        code: API_ERROR_CODES.unauthenticated,
        message: 'Malformed test user id',
      };
    }
    const found = await db.query<{ tenant_id: string }>(
      'SELECT tenant_id FROM users WHERE id = $1 LIMIT 1',
      [userId],
    );
    const row = found.rows[0];
    if (row === undefined) {
      return {
        error: 'unauthenticated',
        code: API_ERROR_CODES.unauthenticated,
        message: 'Unknown test user',
      };
    }
    return { userId, tenantId: row.tenant_id };
  };
}
