/**
 * Agencies, recruiters and organisation customers (docs/users.md#agencies): an agency company
 * manages its agency freelancers, anyone reads an agency's members, users list who recruits
 * them, customers find an organisation by its company name.
 */
import type {
  AgencyListItem,
  AgencyMembersResponse,
  FreelancerSearchResponse,
  PublicProfile,
  Recruiter,
  SeededAccount,
} from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import { expectStatus } from './proposals-support';

const { agency, agencyFreelancer, freelancer, customer, orgCustomer, admin, acmeCustomer } =
  accounts;
const acmeAgency = account('acme', 'agency');
const acmeAgencyFreelancer = account('acme', 'agency-freelancer');
const api = setUpTestApi();

type ErrorBody = { code: string; fields?: { path: string }[] };

function addMember(who: SeededAccount, email: unknown) {
  return call(api, {
    method: 'POST',
    url: '/freelancer/agency/members',
    tenant: who.tenantId,
    user: who.userId,
    body: { email },
  });
}

function removeMember(who: SeededAccount, userId: string) {
  return call(api, {
    method: 'DELETE',
    url: `/freelancer/agency/members/${userId}`,
    tenant: who.tenantId,
    user: who.userId,
  });
}

async function publicMembers(agencyId: string, tenant = 'demo') {
  return call(api, { method: 'GET', url: `/freelancer/agencies/${agencyId}/members`, tenant });
}

async function agencies(tenant = 'demo'): Promise<AgencyListItem[]> {
  const response = await call(api, { method: 'GET', url: '/freelancer/agencies', tenant });
  return expectStatus(response, 200).json<AgencyListItem[]>();
}

function fieldsOf(response: { json: <T>() => T }): string[] {
  return response.json<ErrorBody>().fields?.map((field) => field.path) ?? [];
}

describe('agency membership', () => {
  it('lets the agency company add an agency freelancer by e-mail, and lists them publicly', async () => {
    expect((await agencies()).map(({ id, memberCount }) => ({ id, memberCount }))).toEqual([
      { id: 'northlight-studio', memberCount: 0 },
    ]);
    const added = expectStatus(
      await addMember(agency, agencyFreelancer.email.toUpperCase()),
      200,
    ).json<AgencyMembersResponse>();
    expect(added.agency).toMatchObject({ id: 'northlight-studio', ownerId: agency.userId });
    expect(added.members.map((member) => member.userId)).toEqual([agencyFreelancer.userId]);
    expect(added.members[0]).toMatchObject({ name: agencyFreelancer.name });
    // Adding again changes nothing.
    const again = expectStatus(await addMember(agency, agencyFreelancer.email), 200);
    expect(again.json<AgencyMembersResponse>().members).toHaveLength(1);

    const listed = expectStatus(await publicMembers('northlight-studio'), 200);
    expect(listed.json<AgencyMembersResponse>()).toEqual(added);
    expect(JSON.stringify(listed.json())).not.toContain(agencyFreelancer.email);
    expect((await agencies())[0]?.memberCount).toBe(1);

    const own = await call(api, { method: 'GET', url: '/freelancer/agency', user: agency.userId });
    expect(expectStatus(own, 200).json()).toEqual(added);
  });

  it('adds only active agency freelancers of the tenant, naming body.email', async () => {
    for (const email of [
      freelancer.email,
      customer.email,
      'nobody@demo.test',
      acmeAgencyFreelancer.email,
    ]) {
      const refused = await addMember(agency, email);
      expect(refused.statusCode).toBe(422);
      expect(fieldsOf(refused)).toEqual(['body.email']);
    }
    for (const bad of ['not-an-email', 42, undefined]) {
      const refused = await addMember(agency, bad);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toContain('body.email');
    }
  });

  it('lets only an agency company manage members', async () => {
    // Other freelancers own no agency; customers and administrators may not call at all.
    for (const who of [agencyFreelancer, freelancer]) {
      for (const refused of [
        await addMember(who, agencyFreelancer.email),
        await removeMember(who, agencyFreelancer.userId),
        await call(api, { method: 'GET', url: '/freelancer/agency', user: who.userId }),
      ]) {
        expect(refused.statusCode).toBe(404);
        expect(refused.json<ErrorBody>().code).toBe('AGENCY_NOT_FOUND');
      }
    }
    for (const who of [customer, admin]) {
      expect((await addMember(who, agencyFreelancer.email)).statusCode).toBe(403);
      expect((await removeMember(who, agencyFreelancer.userId)).statusCode).toBe(403);
      const own = await call(api, { method: 'GET', url: '/freelancer/agency', user: who.userId });
      expect(own.statusCode).toBe(403);
    }
    const anonymous = await call(api, {
      method: 'POST',
      url: '/freelancer/agency/members',
      body: { email: agencyFreelancer.email },
    });
    expect(anonymous.statusCode).toBe(401);
    // Still the one member added above.
    expect((await agencies())[0]?.memberCount).toBe(1);
  });

  it('keeps agencies apart per tenant', async () => {
    const crossed = await publicMembers('northlight-studio', 'acme');
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json<ErrorBody>().code).toBe('AGENCY_NOT_FOUND');
    // The acme agency cannot remove (or see) the demo agency's member.
    const foreign = await removeMember(acmeAgency, agencyFreelancer.userId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().code).toBe('AGENCY_MEMBER_NOT_FOUND');
    const acmeAdded = expectStatus(await addMember(acmeAgency, acmeAgencyFreelancer.email), 200);
    expect(acmeAdded.json<AgencyMembersResponse>().agency.id).toBe('summit-digital');
    expect((await agencies('demo'))[0]?.memberCount).toBe(1);
    expect((await agencies('acme'))[0]?.memberCount).toBe(1);
  });

  it('removes a member, and answers 404 for one who is not', async () => {
    const removed = expectStatus(await removeMember(agency, agencyFreelancer.userId), 200);
    expect(removed.json<AgencyMembersResponse>().members).toEqual([]);
    const again = await removeMember(agency, agencyFreelancer.userId);
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().code).toBe('AGENCY_MEMBER_NOT_FOUND');
    const bad = await removeMember(agency, 'not-a-user');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('params.userId');
    expect((await agencies())[0]?.memberCount).toBe(0);
  });

  it('answers 404 for an unknown agency and 400 for a malformed id', async () => {
    const unknown = await publicMembers('no-such-agency');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().code).toBe('AGENCY_NOT_FOUND');
    const malformed = await publicMembers('bad%20id');
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toContain('params.agencyId');
  });
});

describe('recruiters', () => {
  const attach = (who: SeededAccount, email: string) =>
    call(api, { method: 'POST', url: '/users/attach', user: who.userId, body: { email } });
  const recruitersOf = async (who: SeededAccount) =>
    expectStatus(
      await call(api, { method: 'GET', url: '/apis/actions/recruiters', user: who.userId }),
      200,
    ).json<Recruiter[]>();

  it('lists the users who have the caller attached, until they detach', async () => {
    expect(await recruitersOf(freelancer)).toEqual([]);
    expectStatus(await attach(customer, freelancer.email), 200);
    // A request alone makes nobody a recruiter.
    expect(await recruitersOf(freelancer)).toEqual([]);
    expectStatus(await attach(freelancer, customer.email), 200);
    const [recruiter, ...others] = await recruitersOf(freelancer);
    expect(others).toEqual([]);
    expect(recruiter).toMatchObject({ userId: customer.userId, roles: customer.role });
    expect(Object.keys(recruiter ?? {}).sort()).toEqual([
      'name',
      'profilePicture',
      'roles',
      'userId',
    ]);
    expectStatus(
      await call(api, {
        method: 'POST',
        url: '/users/detach',
        user: customer.userId,
        body: { email: freelancer.email },
      }),
      200,
    );
    expect(await recruitersOf(freelancer)).toEqual([]);
    // The freelancer still has the customer attached, so the customer's list names them.
    expect((await recruitersOf(customer)).map((r) => r.userId)).toEqual([freelancer.userId]);
  });

  it('needs a signed-in caller', async () => {
    const anonymous = await call(api, { method: 'GET', url: '/apis/actions/recruiters' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('organisation customers', () => {
  const lookUp = (who: SeededAccount | null, companyName?: string, tenant = 'demo') =>
    call(api, {
      method: 'GET',
      url:
        companyName === undefined
          ? '/customers/get-organisation-by-name'
          : `/customers/get-organisation-by-name?companyName=${encodeURIComponent(companyName)}`,
      tenant,
      ...(who === null ? {} : { user: who.userId }),
    });

  it('finds an organisation customer by company name, case-insensitively', async () => {
    for (const who of [customer, admin]) {
      const found = expectStatus(await lookUp(who, `  ${orgCustomer.name.toUpperCase()} `), 200);
      expect(found.json<PublicProfile>()).toMatchObject({
        userId: orgCustomer.userId,
        isCustomerOrganisation: true,
      });
      expect(found.body).not.toContain(orgCustomer.email);
    }
  });

  it('answers 404 ORGANISATION_NOT_FOUND for a non-organisation or a partial name', async () => {
    for (const name of [customer.name, orgCustomer.name.slice(0, 4), 'Nobody Ltd']) {
      const missing = await lookUp(customer, name);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorBody>().code).toBe('ORGANISATION_NOT_FOUND');
    }
  });

  it("finds only the caller's tenant's organisation", async () => {
    // acme has an organisation of the same name: the lookup answers acme's, never demo's.
    const acmeOrganisation = account('acme', 'org-customer');
    const found = expectStatus(await lookUp(acmeCustomer, orgCustomer.name, 'acme'), 200);
    expect(found.json<PublicProfile>().userId).toBe(acmeOrganisation.userId);
    expect(acmeOrganisation.userId).not.toBe(orgCustomer.userId);
    // demo credentials are refused on acme.
    expect((await lookUp(customer, orgCustomer.name, 'acme')).statusCode).toBe(403);
  });

  it('names query.companyName when it is missing or blank', async () => {
    for (const bad of [undefined, '', '   ']) {
      const refused = await lookUp(customer, bad);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toContain('query.companyName');
    }
  });

  it('is for customers and administrators only', async () => {
    expect((await lookUp(freelancer, orgCustomer.name)).statusCode).toBe(403);
    expect((await lookUp(null, orgCustomer.name)).statusCode).toBe(401);
  });
});

describe('agencies in freelancer search', () => {
  function search(who: SeededAccount, body: Record<string, unknown>) {
    return call(api, {
      method: 'POST',
      url: '/freelancers/search',
      tenant: who.tenantId,
      user: who.userId,
      body,
    });
  }

  it("narrows the search to the agency's company and agency freelancers, and names their agency", async () => {
    expectStatus(await addMember(agency, agencyFreelancer.email), 200);
    const page = expectStatus(
      await search(customer, { agencyId: 'northlight-studio' }),
      200,
    ).json<FreelancerSearchResponse>();
    expect(page.freelancers.map((hit) => hit.userId).sort()).toEqual(
      [agency.userId, agencyFreelancer.userId].sort(),
    );
    expect(page.total).toBe(2);
    const byId = new Map(page.freelancers.map((hit) => [hit.userId, hit.agency]));
    expect(byId.get(agency.userId)).toEqual({
      id: 'northlight-studio',
      name: expect.any(String),
      role: 'owner',
    });
    expect(byId.get(agencyFreelancer.userId)).toMatchObject({
      id: 'northlight-studio',
      role: 'member',
    });

    const everyone = expectStatus(await search(customer, {}), 200).json<FreelancerSearchResponse>();
    const independent = everyone.freelancers.find((hit) => hit.userId === freelancer.userId);
    expect(independent?.agency).toBeNull();
    expect(everyone.total).toBeGreaterThan(2);
  });

  it('refuses an agency id that is malformed, unknown or of another tenant, naming body.agencyId', async () => {
    for (const agencyId of ['not an id!', 'no-such-agency', 'summit-digital']) {
      const response = await search(customer, { agencyId });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.agencyId']);
    }
    const own = await search(acmeCustomer, { agencyId: 'summit-digital' });
    const acmeHits = expectStatus(own, 200).json<FreelancerSearchResponse>().freelancers;
    expect(acmeHits.map((hit) => hit.userId)).toContain(acmeAgency.userId);
    expect(acmeHits.every((hit) => hit.agency?.id === 'summit-digital')).toBe(true);
  });

  it('filters the matches of a job by agency too', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/jobs/freelancers',
      user: customer.userId,
      body: { jobId: 'no-such-job', agencyId: 'northlight-studio' },
    });
    expect(response.statusCode).toBe(404);
    const bad = await call(api, {
      method: 'POST',
      url: '/jobs/freelancers',
      user: customer.userId,
      body: { jobId: 'no-such-job', agencyId: 12 },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['body.agencyId']);
  });
});
