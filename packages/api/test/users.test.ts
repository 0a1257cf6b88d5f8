/** The user routes' happy paths and role rules. */
import { ROLES, type Me, type PublicProfile } from '@mp/contracts';
import { account, call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';
import { signInCredentials } from './identity-support';
import { draftAndSend, postJob } from './proposals-support';

jest.setTimeout(TEST_TIMEOUT_MS);

const freelancer = account('demo', 'freelancer');
const customer = account('demo', 'customer');
const admin = account('demo', 'admin');
const agency = account('demo', 'agency');
const orgCustomer = account('demo', 'org-customer');
const acmeFreelancer = account('acme', 'freelancer');

let api: TestApi;
let skillIds: string[];
let serviceIds: string[];
beforeAll(async () => {
  api = await startTestApi();
  skillIds = (await call(api, { method: 'GET', url: '/skills' }))
    .json<{ id: string }[]>()
    .map((s) => s.id);
  serviceIds = (await call(api, { method: 'GET', url: '/services' }))
    .json<{ id: string }[]>()
    .map((s) => s.id);
});
afterAll(async () => {
  await api.dispose();
});

describe('GET /users/me', () => {
  it("answers the caller's full record with the seeded ids", async () => {
    const response = await call(api, { method: 'GET', url: '/users/me', user: freelancer.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json<Me>()).toMatchObject({
      userId: freelancer.userId,
      tenantId: 'demo',
      email: freelancer.email,
      roles: ROLES.freelancer,
      freelancerRole: freelancer.freelancerRole,
      isApproved: true,
      status: 0,
      attachedUsers: [],
      ownCredits: { availableCredits: expect.any(Number) },
      credits: { availableAllowance: expect.any(Number) },
    });
  });
});

describe('public profiles', () => {
  it('shows public fields only, by id and by username', async () => {
    const byId = await call(api, { method: 'GET', url: `/users/${freelancer.userId}` });
    expect(byId.statusCode).toBe(200);
    const profile = byId.json<PublicProfile & Record<string, unknown>>();
    expect(profile.userId).toBe(freelancer.userId);
    for (const key of [
      'email',
      'ownCredits',
      'credits',
      'status',
      'attachedUsers',
      'surveyLegend',
      'isApproved',
    ]) {
      expect(profile).not.toHaveProperty(key);
    }
    const byName = await call(api, { method: 'GET', url: `/public/username/${profile.username}` });
    expect(byName.json()).toEqual(profile);
  });

  it("does not show another tenant's user", async () => {
    const response = await call(api, {
      method: 'GET',
      url: `/users/${acmeFreelancer.userId}`,
      tenant: 'demo',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string }>().code).toBe('USER_NOT_FOUND');
  });
});

describe('profile updates', () => {
  it('lets a freelancer update a section, and validates catalogue ids', async () => {
    const skills = skillIds.slice(0, 2);
    const response = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: freelancer.userId,
      body: { type: 'skills', data: { skills } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Me>().skills).toEqual(skills);
    const unknown = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: freelancer.userId,
      body: { type: 'services', data: { services: ['no-such-service'] } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'body.data.services',
    );
  });

  it('updates several fields with PUT and answers the record for {}', async () => {
    const body = {
      title: 'Full-stack developer',
      hourlyRate: 5500,
      location: 'London',
      coordinates: { lat: 51.5, lng: -0.12 },
      services: serviceIds.slice(0, 1),
    };
    const response = await call(api, {
      method: 'PUT',
      url: '/freelancers/update/profile',
      user: freelancer.userId,
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Me>()).toMatchObject(body);
    const empty = await call(api, {
      method: 'PUT',
      url: '/freelancers/update/profile',
      user: freelancer.userId,
      body: {},
    });
    expect(empty.json<Me>()).toMatchObject(body);
  });

  it('lets an administrator update a freelancer on behalf, and nobody else', async () => {
    const onBehalf = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: admin.userId,
      body: { type: 'rate', data: { hourlyRate: 8000 }, onBehalfOfUserId: agency.userId },
    });
    expect(onBehalf.statusCode).toBe(200);
    expect(onBehalf.json<Me>()).toMatchObject({ userId: agency.userId, hourlyRate: 8000 });
    const trail = await call(api, {
      method: 'GET',
      url: '/admin/audit?action=profile.updateOnBehalf',
      user: admin.userId,
    });
    type Entry = {
      actor: { userId: string };
      targetType: string;
      targetId: string;
      before: unknown;
      after: unknown;
    };
    const [entry] = trail.json<{ entries: Entry[] }>().entries;
    expect(entry).toMatchObject({
      actor: { userId: admin.userId },
      targetType: 'user',
      targetId: agency.userId,
      after: { section: 'rate', hourlyRate: 8000, name: onBehalf.json<Me>().name },
    });
    expect((entry?.before as { hourlyRate: unknown }).hourlyRate).not.toBe(8000);
    const fraction = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: admin.userId,
      body: { type: 'rate', data: { hourlyRate: 80.5 }, onBehalfOfUserId: agency.userId },
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body).toContain('body.data.hourlyRate');

    const byFreelancer = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: freelancer.userId,
      body: { type: 'rate', data: { hourlyRate: 100 }, onBehalfOfUserId: agency.userId },
    });
    expect(byFreelancer.statusCode).toBe(403);
    const ownEdit = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: freelancer.userId,
      body: { type: 'rate', data: { hourlyRate: 4200 } },
    });
    expect(ownEdit.statusCode).toBe(200);
    const after = await call(api, {
      method: 'GET',
      url: '/admin/audit?action=profile.updateOnBehalf',
      user: admin.userId,
    });
    // The freelancer's own edit and the refused call record nothing.
    expect(after.json<{ total: number }>().total).toBe(trail.json<{ total: number }>().total);

    const otherTenant = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: admin.userId,
      body: { type: 'rate', data: { hourlyRate: 100 }, onBehalfOfUserId: acmeFreelancer.userId },
    });
    expect(otherTenant.statusCode).toBe(404);
  });

  it('keeps the freelancer and customer calls to their roles', async () => {
    const customerOnFreelancer = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: customer.userId,
      body: { type: 'basic', data: { name: 'X' } },
    });
    expect(customerOnFreelancer.statusCode).toBe(403);
    const freelancerOnCustomer = await call(api, {
      method: 'POST',
      url: '/customers/update/profile',
      user: freelancer.userId,
      body: { type: 'basic', data: { name: 'X' } },
    });
    expect(freelancerOnCustomer.statusCode).toBe(403);
    const customerOwn = await call(api, {
      method: 'POST',
      url: '/customers/update/profile',
      user: customer.userId,
      body: { type: 'survey', data: { surveyLegend: { seen: true } } },
    });
    expect(customerOwn.statusCode).toBe(200);
    expect(customerOwn.json<Me>().surveyLegend).toEqual({ seen: true });
  });

  it('refuses a taken username with 409', async () => {
    const me = (
      await call(api, { method: 'GET', url: '/users/me', user: customer.userId })
    ).json<Me>();
    const response = await call(api, {
      method: 'POST',
      url: '/customers/update/profile',
      user: orgCustomer.userId,
      body: { type: 'username', data: { username: me.username } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('CONFLICT');
  });
});

describe('freelancer references', () => {
  type Groups = Me['references'];
  const referencesOf = (response: { json: <T>() => T }) => response.json<Me>().references as Groups;
  const academic = (groups: Groups) =>
    groups.find((group) => group.type === 'academic')?.references ?? [];

  it('adds, replaces and removes references of one type, keeping the other types', async () => {
    const before = referencesOf(
      await call(api, { method: 'GET', url: '/users/me', user: agency.userId }),
    );
    const added = await call(api, {
      method: 'POST',
      url: '/freelancer/references',
      user: agency.userId,
      body: {
        type: 'academic',
        data: { references: [{ name: 'Dr Ada Byron', company: 'City University', rating: 5 }] },
      },
    });
    expect(added.statusCode).toBe(200);
    const [ada] = academic(referencesOf(added));
    expect(ada).toMatchObject({ name: 'Dr Ada Byron', referenceId: expect.any(String) });
    const others = (groups: Groups) => groups.filter((group) => group.type !== 'academic');
    expect(others(referencesOf(added))).toEqual(others(before));

    const replaced = await call(api, {
      method: 'PUT',
      url: '/freelancer/references',
      user: agency.userId,
      body: {
        type: 'academic',
        data: {
          references: [{ ...ada, text: 'A careful researcher.' }, { name: 'Prof. Lin' }],
        },
      },
    });
    expect(replaced.statusCode).toBe(200);
    expect(academic(referencesOf(replaced)).map((r) => [r.name, r.text])).toEqual([
      ['Dr Ada Byron', 'A careful researcher.'],
      ['Prof. Lin', undefined],
    ]);

    // Public profiles carry them too.
    const me = replaced.json<Me>();
    const shown = await call(api, { method: 'GET', url: `/public/username/${me.username}` });
    expect(academic(shown.json<PublicProfile>().references)).toHaveLength(2);

    const removed = await call(api, {
      method: 'DELETE',
      url: '/freelancer/references',
      user: agency.userId,
      body: { type: 'academic', data: { references: [{ referenceId: ada?.referenceId }] } },
    });
    expect(removed.statusCode).toBe(200);
    expect(academic(referencesOf(removed)).map((r) => r.name)).toEqual(['Prof. Lin']);

    const emptied = await call(api, {
      method: 'PUT',
      url: '/freelancer/references',
      user: agency.userId,
      body: { type: 'academic', data: { references: [] } },
    });
    expect(referencesOf(emptied)).toEqual(before);
  });

  it('names the failing field, refuses repeated ids, and is for freelancers only', async () => {
    const invalid = await call(api, {
      method: 'POST',
      url: '/freelancer/references',
      user: agency.userId,
      body: { type: 'academic', data: { references: [{ name: 'X', email: 'not-an-email' }] } },
    });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expect(invalid.statusCode).toBeLessThan(500);
    expect(invalid.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toContain(
      'body.data.references.0.email',
    );

    const repeated = await call(api, {
      method: 'PUT',
      url: '/freelancer/references',
      user: agency.userId,
      body: {
        type: 'personal',
        data: {
          references: [
            { referenceId: 'same', name: 'A' },
            { referenceId: 'same', name: 'B' },
          ],
        },
      },
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'body.data.references.1.referenceId',
    );

    const byCustomer = await call(api, {
      method: 'POST',
      url: '/freelancer/references',
      user: customer.userId,
      body: { type: 'personal', data: { references: [{ name: 'A' }] } },
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});

describe('picture fields', () => {
  it('refuses a picture that is not an http(s) URL, app path or data:image URL', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/customers/update/profile',
      user: customer.userId,
      body: { type: 'pictures', data: { profilePicture: 'javascript:alert(1)' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
      'body.data.profilePicture',
    ]);
  });
});

describe('attached users', () => {
  const attach = (user: string, email: string) =>
    call(api, { method: 'POST', url: '/users/attach', user, body: { email } });
  const detach = (user: string, email: string) =>
    call(api, { method: 'POST', url: '/users/detach', user, body: { email } });

  it('attaches two accounts once each has asked for the other, both ways', async () => {
    const asked = await attach(customer.userId, orgCustomer.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual([]);
    const askedBack = await attach(orgCustomer.userId, customer.email);
    expect(askedBack.json()).toEqual([
      {
        userId: customer.userId,
        name: customer.name,
        email: customer.email,
        roles: ROLES.customer,
        profilePicture: expect.any(String),
      },
    ]);
    const listed = await call(api, {
      method: 'GET',
      url: '/apis/actions/recruiter/attached-users',
      user: customer.userId,
    });
    expect(listed.json()).toEqual([
      {
        userId: orgCustomer.userId,
        name: orgCustomer.name,
        email: orgCustomer.email,
        roles: ROLES.customer,
        profilePicture: expect.any(String),
      },
    ]);
    const me = await call(api, { method: 'GET', url: '/users/me', user: customer.userId });
    expect(me.json<Me>().attachedUsers).toEqual(listed.json());

    const detached = await detach(customer.userId, orgCustomer.email);
    expect(detached.json()).toEqual([]);
    expect((await detach(customer.userId, orgCustomer.email)).statusCode).toBe(404);
  });

  it('answers alike whether or not an e-mail has an account, and whose it is', async () => {
    const answers = [];
    for (const email of ['nobody@demo.test', acmeFreelancer.email, freelancer.email]) {
      const response = await attach(agency.userId, email);
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: '[]' }));
    // Withdrawing a request answers alike too; only the caller's own requests count.
    expect((await detach(agency.userId, 'nobody@demo.test')).statusCode).toBe(200);
    expect((await detach(agency.userId, freelancer.email)).statusCode).toBe(200);
    expect((await detach(agency.userId, 'nobody@demo.test')).statusCode).toBe(404);
    expect((await attach(customer.userId, customer.email)).statusCode).toBe(422);
  });
});

describe('favourite freelancers', () => {
  it('adds, lists and removes favourites; only freelancers of the tenant', async () => {
    const add = await call(api, {
      method: 'POST',
      url: '/customers/update-favorite-freelancers',
      user: customer.userId,
      body: { freelancerId: freelancer.userId, value: true },
    });
    expect(add.json()).toEqual({ freelancerIds: [freelancer.userId] });
    const list = await call(api, {
      method: 'GET',
      url: '/customers/get-favorite-freelancers',
      user: customer.userId,
    });
    expect(list.json<PublicProfile[]>().map((p) => p.userId)).toEqual([freelancer.userId]);
    expect(list.body).not.toContain(freelancer.email);

    const notFreelancer = await call(api, {
      method: 'POST',
      url: '/customers/update-favorite-freelancers',
      user: customer.userId,
      body: { freelancerId: orgCustomer.userId, value: true },
    });
    expect(notFreelancer.statusCode).toBe(404);

    const remove = await call(api, {
      method: 'POST',
      url: '/customers/update-favorite-freelancers',
      user: customer.userId,
      body: { freelancerId: freelancer.userId, value: false },
    });
    expect(remove.json()).toEqual({ freelancerIds: [] });
  });
});

describe('account deletion', () => {
  it('deactivates the account; later calls are refused and the profile disappears', async () => {
    const target = account('demo', 'agency-freelancer');
    const response = await call(api, {
      method: 'DELETE',
      url: '/users/request-delete-account',
      user: target.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: target.userId, status: 1 });
    // The sessions it was signed in with are over (docs/security.md#sign-out-and-revocation)...
    const after = await call(api, { method: 'GET', url: '/users/me', user: target.userId });
    expect(after.statusCode).toBe(401);
    // ...and signing in again gets credentials the API refuses.
    const again = await call(api, {
      method: 'GET',
      url: '/users/me',
      credentials: await signInCredentials(api.identity, target),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json<{ code: string }>().code).toBe('USER_DEACTIVATED');
    expect((await call(api, { method: 'GET', url: `/users/${target.userId}` })).statusCode).toBe(
      404,
    );
  });
});

describe('account deletion with open contracts', () => {
  it('is refused (409 naming the job) while the caller is a party to a contract', async () => {
    const jobId = await postJob(api, orgCustomer.userId, { title: 'Contract blocking deletion' });
    await draftAndSend(api, agency.userId, jobId);
    const accepted = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: orgCustomer.userId,
      body: { jobID: jobId, freelancerID: agency.userId, acceptOffer: true },
    });
    expect(accepted.statusCode).toBe(200);
    for (const party of [orgCustomer.userId, agency.userId]) {
      const response = await call(api, {
        method: 'DELETE',
        url: '/users/request-delete-account',
        user: party,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('Contract blocking deletion'),
      });
      const me = await call(api, { method: 'GET', url: '/users/me', user: party });
      expect(me.json<Me>().status).toBe(0);
    }
  });
});
