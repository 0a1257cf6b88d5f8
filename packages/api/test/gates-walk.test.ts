/**
 * Walks the registry's caller policy (docs/security.md#server-side-gates): every route that
 * needs an approved customer refuses a customer awaiting approval where the tenant restricts
 * them (acme) with 403 CUSTOMER_NOT_APPROVED and lets an approved one through; every route
 * behind a switch or screen area refuses callers for whom it is off with 403 FEATURE_DISABLED.
 * Routes added later are covered without editing this file.
 */
import { API_ERROR_CODES, REMOTES, ROLES, type EndpointGate } from '@mp/contracts';
import type { RouteDefinition, RouteGate } from '../src/http/route';
import { ROUTES } from '../src/registry';
import { account, call, setUpTestApi, type TestApi } from './harness';
import { isRoleRoute, ROLE_ACCOUNTS, sampleRequests } from './support/routes';

const needsApproval = (route: RouteDefinition) =>
  route.gates.some((gate) => 'approvedCustomer' in gate);
const customersMayCall = (route: RouteDefinition) =>
  isRoleRoute(route) && route.access.includes(ROLES.customer);

const APPROVAL_ROUTES = ROUTES.filter(needsApproval);
/** Open to customers awaiting approval; deleting one's account is called last, as it ends them. */
const OPEN_ROUTES = ROUTES.filter((route) => customersMayCall(route) && !needsApproval(route));
const SWITCHED_ROUTES = ROUTES.flatMap((route) =>
  route.gates
    .filter((gate): gate is EndpointGate => !('approvedCustomer' in gate))
    .map((gate) => [route.operationId, route, gate] as const),
);

const pending = account('acme', 'pending-customer');
const approved = account('acme', 'customer');

interface Answer {
  status: number;
  code: string | undefined;
}

async function callAs(api: TestApi, route: RouteDefinition, userId: string, tenant: string) {
  const answers: Answer[] = [];
  for (const request of sampleRequests(route)) {
    const response = await call(api, {
      method: route.method,
      url: request.url,
      user: userId,
      tenant,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const code = response.body.startsWith('{')
      ? response.json<{ code?: string }>().code
      : undefined;
    answers.push({ status: response.statusCode, code });
  }
  return answers;
}

/** The switch that turns the gate off for everyone. */
function switchOff(gate: RouteGate): Record<string, { isEnabled: false }> {
  if ('approvedCustomer' in gate) throw new Error('not a switch');
  const name = gate.feature ?? REMOTES.find((remote) => remote.name === gate.remote)?.feature ?? '';
  return { [name]: { isEnabled: false } };
}

describe('customers awaiting approval, where the tenant restricts them', () => {
  const api = setUpTestApi();

  it('has routes that need an approved customer, and the ones the pending screen uses are open', () => {
    expect(APPROVAL_ROUTES.map((route) => route.operationId)).toEqual(
      expect.arrayContaining(['createChannel', 'sendMessage', 'updateFavouriteFreelancers']),
    );
    expect(OPEN_ROUTES.map((route) => route.operationId).sort()).toEqual(
      [
        'createEvent',
        'getMe',
        'getOwnApproval',
        'listNotifications',
        'postJob',
        'readNotifications',
        'requestDeleteAccount',
        'updateCustomerProfile',
      ].sort(),
    );
  });

  it.each(APPROVAL_ROUTES.map((route) => [route.operationId, route] as const))(
    '%s refuses an unapproved customer 403 CUSTOMER_NOT_APPROVED and lets an approved one through',
    async (_name, route) => {
      expect(route.errors).toContain(API_ERROR_CODES.customerNotApproved);
      for (const answer of await callAs(api, route, pending.userId, 'acme')) {
        expect(answer).toEqual({ status: 403, code: API_ERROR_CODES.customerNotApproved });
      }
      for (const answer of await callAs(api, route, approved.userId, 'acme')) {
        expect(answer.code).not.toBe(API_ERROR_CODES.customerNotApproved);
        expect(answer.status).toBeLessThan(500);
      }
    },
  );

  it.each(
    OPEN_ROUTES.filter((route) => route.operationId !== 'requestDeleteAccount').map(
      (route) => [route.operationId, route] as const,
    ),
  )('%s stays open to an unapproved customer', async (_name, route) => {
    for (const answer of await callAs(api, route, pending.userId, 'acme')) {
      expect(answer.code).not.toBe(API_ERROR_CODES.customerNotApproved);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('does not hold back customers where the tenant does not approve them (demo)', async () => {
    const demoPending = account('demo', 'pending-customer');
    const [answer] = await callAs(
      api,
      ROUTES.find((route) => route.operationId === 'getFavouriteFreelancers')!,
      demoPending.userId,
      'demo',
    );
    expect(answer).toEqual({ status: 200, code: undefined });
  });
});

describe('routes behind a switch or screen area', () => {
  const api = setUpTestApi({ TENANT_CACHE_MS: '0' });

  async function withFeatures(patch: Record<string, unknown>, run: () => Promise<void>) {
    const before = await api.db.query<{ features: string }>(
      `SELECT features::text AS features FROM tenants WHERE tenant_id = 'demo'`,
    );
    await api.db.query(
      `UPDATE tenants SET features = features || $1::jsonb WHERE tenant_id = 'demo'`,
      [JSON.stringify(patch)],
    );
    try {
      await run();
    } finally {
      await api.db.query(`UPDATE tenants SET features = $1::jsonb WHERE tenant_id = 'demo'`, [
        before.rows[0]!.features,
      ]);
    }
  }

  it('has such routes (the inbox is behind the messaging area)', () => {
    expect(SWITCHED_ROUTES.map(([id]) => id)).toEqual(
      expect.arrayContaining(['createChannel', 'getChannel', 'listChannels', 'sendMessage']),
    );
  });

  it.each(SWITCHED_ROUTES)(
    '%s answers 403 FEATURE_DISABLED while %j is off, and not while it is on',
    async (_name, route, gate) => {
      expect(route.access).not.toBe('public');
      const roles = isRoleRoute(route) ? route.access : [];
      for (const role of roles) {
        const user = account('demo', ROLE_ACCOUNTS[role]).userId;
        await withFeatures(switchOff(gate), async () => {
          for (const answer of await callAs(api, route, user, 'demo')) {
            expect(answer).toEqual({ status: 403, code: API_ERROR_CODES.featureDisabled });
          }
        });
        for (const answer of await callAs(api, route, user, 'demo')) {
          expect(answer.code).not.toBe(API_ERROR_CODES.featureDisabled);
          expect(answer.status).toBeLessThan(500);
        }
      }
    },
  );
});
