/**
 * CV generation (docs/users.md#cv): a freelancer's profile as a PDF in the reader's language;
 * the owner, the tenant's customers and administrators may generate it, nobody else.
 */
import type { Me, SeededAccount } from '@mp/contracts';
import { accounts, call, credentialsOf, setUpTestApi } from './harness';
import { signedHeaders } from './identity-support';
import { expectStatus } from './proposals-support';
import { pdfText } from './support/pdf';

const { freelancer, agencyFreelancer, customer, orgCustomer, admin, acmeFreelancer, acmeCustomer } =
  accounts;
const api = setUpTestApi();

type ErrorBody = { code: string; fields?: { path: string }[] };

/** The generate-cv call, its answer read as bytes. */
async function generate(
  who: SeededAccount | null,
  userId: string,
  options: { body?: unknown; tenant?: string; headers?: Record<string, string> } = {},
) {
  const url = `${api.url}/apis/actions/users/${userId}/generate-cv`;
  const body = JSON.stringify(options.body ?? {});
  const headers = {
    'x-tenant-id': options.tenant ?? who?.tenantId ?? 'demo',
    'content-type': 'application/json',
    ...options.headers,
  };
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers:
      who === null
        ? headers
        : await signedHeaders(await credentialsOf(who.userId), {
            method: 'POST',
            url,
            headers,
            body,
          }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

const codeOf = (bytes: Buffer) => (JSON.parse(bytes.toString()) as ErrorBody).code;
const fieldsOf = (bytes: Buffer) =>
  (JSON.parse(bytes.toString()) as ErrorBody).fields?.map((field) => field.path) ?? [];

async function fillProfile(who: SeededAccount, name: string): Promise<{ skill: string }> {
  const skills = (await call(api, { method: 'GET', url: '/skills', tenant: who.tenantId })).json<
    { id: string; name: string }[]
  >();
  const chosen = skills.slice(0, 2);
  const saved = await call(api, {
    method: 'PUT',
    url: '/freelancers/update/profile',
    tenant: who.tenantId,
    user: who.userId,
    body: {
      name,
      title: 'Brand designer',
      description: 'Logos, packaging and brand systems for small food businesses.',
      hourlyRate: 5500,
      skills: chosen.map((skill) => skill.id),
    },
  });
  expectStatus(saved, 200);
  expect(saved.json<Me>().skills).toHaveLength(2);
  expectStatus(
    await call(api, {
      method: 'POST',
      url: '/freelancer/references',
      tenant: who.tenantId,
      user: who.userId,
      body: {
        type: 'professional',
        data: {
          references: [
            {
              name: 'Robin Baker',
              company: 'Crumbs Ltd',
              phone: '+44 7700 900123',
              text: 'Delivered on time.',
            },
          ],
        },
      },
    }),
    200,
  );
  expectStatus(
    await call(api, {
      method: 'POST',
      url: '/apis/actions/activity-posts',
      tenant: who.tenantId,
      user: who.userId,
      body: { content: 'Launched a new menu design.' },
    }),
    201,
  );
  return { skill: chosen[0]!.name };
}

describe('a generated CV', () => {
  it("is a PDF of the owner's profile: name, headline, skill, rate, reference and activity", async () => {
    const { skill } = await fillProfile(freelancer, 'Frankie Fielding');
    const cv = await generate(freelancer, 'me', { body: { lng: 'en' } });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cv-[\w-]+\.pdf"$/,
    );
    expect(cv.headers.get('cache-control')).toBe('private, no-store');
    expect(cv.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(cv.bytes);
    for (const part of [
      'Frankie Fielding',
      'Brand designer',
      skill,
      'Skills',
      '£55.00 per hour',
      'Robin Baker, Crumbs Ltd',
      'Delivered on time.',
      'Launched a new menu design.',
    ])
      expect(text).toContain(part);
    // Dates are calendar dates in the reader's language (docs/formatting.md#dates).
    expect(text).toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/);
    // Contact details are never printed, the references' included.
    expect(text).not.toContain('7700');
  });

  it('is written in Ukrainian (Cyrillic) and German', async () => {
    await fillProfile(agencyFreelancer, 'Олена Коваленко');
    const ukrainian = await generate(agencyFreelancer, agencyFreelancer.userId, {
      body: { lng: 'ua' },
    });
    expect(ukrainian.headers.get('content-language')).toBe('uk');
    const text = await pdfText(ukrainian.bytes);
    for (const part of ['Олена Коваленко', 'Резюме'.toUpperCase(), 'Навички', 'за годину'])
      expect(text).toContain(part);
    const german = await generate(agencyFreelancer, 'me', {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.headers.get('content-language')).toBe('de');
    const germanText = await pdfText(german.bytes);
    expect(germanText).toContain('Fähigkeiten');
    expect(germanText).toMatch(/55,00\s£ pro Stunde/);
    expect(germanText).toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/);
  });
});

describe('who may generate whose CV', () => {
  it("lets the tenant's customers and administrators generate a freelancer's CV", async () => {
    for (const reader of [customer, orgCustomer, admin]) {
      const cv = await generate(reader, freelancer.userId);
      expect(cv.status).toBe(200);
      expect(cv.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it("refuses another freelancer's CV to a freelancer", async () => {
    const refused = await generate(agencyFreelancer, freelancer.userId);
    expect(refused.status).toBe(403);
    expect(codeOf(refused.bytes)).toBe('FORBIDDEN');
  });

  it('has no CV for a customer or administrator (422 naming params.userId)', async () => {
    for (const [who, userId] of [
      [customer, 'me'],
      [admin, customer.userId],
    ] as const) {
      const refused = await generate(who, userId);
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.bytes)).toEqual(['params.userId']);
    }
  });

  it('never crosses tenants', async () => {
    const foreign = await generate(acmeCustomer, freelancer.userId);
    expect(foreign.status).toBe(404);
    expect(codeOf(foreign.bytes)).toBe('USER_NOT_FOUND');
    const mismatch = await generate(acmeCustomer, acmeFreelancer.userId, { tenant: 'demo' });
    expect(mismatch.status).toBe(403);
    expect(codeOf(mismatch.bytes)).toBe('TENANT_MISMATCH');
  });

  it('leaves the rate out where the tenant hides it from the reader', async () => {
    await fillProfile(acmeFreelancer, 'Alex Acme');
    const own = await pdfText(
      (await generate(acmeFreelancer, 'me', { body: { lng: 'en' } })).bytes,
    );
    expect(own).toContain('per hour');
    const asCustomer = await pdfText(
      (await generate(acmeCustomer, acmeFreelancer.userId, { body: { lng: 'en' } })).bytes,
    );
    expect(asCustomer).toContain('Alex Acme');
    expect(asCustomer).not.toContain('per hour');
  });

  it('refuses signed-out callers', async () => {
    expect((await generate(null, freelancer.userId)).status).toBe(401);
  });
});

describe('bad input', () => {
  it('names the failing field', async () => {
    const badId = await generate(customer, 'not-a-user');
    expect(badId.status).toBe(400);
    expect(fieldsOf(badId.bytes)).toContain('params.userId');
    const badLanguage = await generate(freelancer, 'me', { body: { lng: 'fr' } });
    expect(badLanguage.status).toBe(400);
    expect(fieldsOf(badLanguage.bytes)).toContain('body.lng');
    const extra = await generate(freelancer, 'me', { body: { format: 'docx' } });
    expect(extra.status).toBe(400);
    const unknown = await generate(customer, '0000000d-0000-4000-8000-00000000ffff');
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown.bytes)).toBe('USER_NOT_FOUND');
  });
});
