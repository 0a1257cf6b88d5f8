/**
 * Profile cover images (docs/users.md#cover-image): the key of an image the profile's owner
 * uploaded; anyone may read the file while it is someone's cover; removing it makes it private.
 */
import { UNSUPPORTED_FILE_MESSAGE, type Me, type PublicProfile } from '@mp/contracts';
import { accounts, call, setUpTestApi } from './harness';
import { PDF, PNG, uploadAs } from './products-support';

const { freelancer, agency, customer, admin, acmeFreelancer } = accounts;
const api = setUpTestApi();

type ErrorBody = { code: string; message: string; fields?: { path: string; message: string }[] };

let uploads = 0;
function coverKey(userId: string, name: string): string {
  uploads += 1;
  return `covers/${userId}/${process.pid}-${uploads}/${name}`;
}

function setCover(
  who: { userId: string; tenantId: string },
  coverImageProfile: unknown,
  extra: Record<string, unknown> = {},
) {
  return call(api, {
    method: 'POST',
    url: '/freelancers/update/profile',
    tenant: who.tenantId,
    user: who.userId,
    body: { type: 'pictures', data: { coverImageProfile }, ...extra },
  });
}

function readPublicly(key: string) {
  const path = Buffer.from(key, 'utf8').toString('base64');
  return call(api, { method: 'GET', url: `/apis/s3?path=${encodeURIComponent(path)}`, user: null });
}

async function uploadInTenant(who: { userId: string; tenantId: string }, key: string) {
  const response = await call(api, {
    method: 'POST',
    url: '/apis/auth/s3',
    tenant: who.tenantId,
    user: who.userId,
    body: { key, contentType: 'image/png', filesize: PNG.length, file: PNG.toString('base64') },
  });
  expect(response.statusCode).toBe(201);
  return { key };
}

const fieldsOf = (body: ErrorBody) => (body.fields ?? []).map((field) => field.path);

describe('cover image', () => {
  it('sets, replaces and removes a cover, shown on the public profile and readable by anyone', async () => {
    const first = await uploadAs(
      api,
      freelancer.userId,
      coverKey(freelancer.userId, 'a.png'),
      'image/png',
      PNG,
    );
    expect((await readPublicly(first.key)).statusCode).toBe(404);

    const set = await setCover(freelancer, first.key);
    expect(set.statusCode).toBe(200);
    expect(set.json<Me>().coverImageProfile).toBe(first.key);
    const profile = await call(api, {
      method: 'GET',
      url: `/users/${freelancer.userId}`,
      user: null,
    });
    expect(profile.json<PublicProfile>().coverImageProfile).toBe(first.key);
    expect((await readPublicly(first.key)).statusCode).toBe(200);

    const second = await uploadAs(
      api,
      freelancer.userId,
      coverKey(freelancer.userId, 'b.png'),
      'image/png',
      PNG,
    );
    const replaced = await setCover(freelancer, second.key);
    expect(replaced.json<Me>().coverImageProfile).toBe(second.key);
    expect((await readPublicly(first.key)).statusCode).toBe(404);

    const removed = await setCover(freelancer, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Me>().coverImageProfile).toBeNull();
    expect((await readPublicly(second.key)).statusCode).toBe(404);
  });

  it('refuses a malformed key with 400 naming the field', async () => {
    for (const bad of ['../etc/passwd', '/covers/x.png', 'https://example.com/a.png', 'a//b', '']) {
      const response = await setCover(freelancer, bad);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json<ErrorBody>())).toContain('body.data.coverImageProfile');
    }
  });

  it("refuses another user's upload and an unknown key with 422 naming the field", async () => {
    const theirs = await uploadAs(
      api,
      agency.userId,
      coverKey(agency.userId, 'c.png'),
      'image/png',
      PNG,
    );
    for (const key of [theirs.key, coverKey(freelancer.userId, 'never-uploaded.png')]) {
      const response = await setCover(freelancer, key);
      expect(response.statusCode).toBe(422);
      expect(fieldsOf(response.json<ErrorBody>())).toEqual(['body.data.coverImageProfile']);
    }
    const acme = await uploadInTenant(acmeFreelancer, coverKey(acmeFreelancer.userId, 'd.png'));
    const otherTenant = await setCover(freelancer, acme.key);
    expect(otherTenant.statusCode).toBe(422);
  });

  it('refuses a file that is not a jpeg, png or gif image with 400 UNSUPPORTED_FILE', async () => {
    const pdf = await uploadAs(
      api,
      freelancer.userId,
      coverKey(freelancer.userId, 'e.pdf'),
      'application/pdf',
      PDF,
    );
    const response = await setCover(freelancer, pdf.key);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body).toMatchObject({ code: 'UNSUPPORTED_FILE', message: UNSUPPORTED_FILE_MESSAGE });
    expect(fieldsOf(body)).toEqual(['body.data.coverImageProfile']);
  });

  it("checks a customer's cover the same way", async () => {
    const theirs = await uploadAs(
      api,
      freelancer.userId,
      coverKey(freelancer.userId, 'f.png'),
      'image/png',
      PNG,
    );
    const response = await call(api, {
      method: 'POST',
      url: '/customers/update/profile',
      user: customer.userId,
      body: { type: 'pictures', data: { coverImageProfile: theirs.key } },
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.json<ErrorBody>())).toEqual(['body.data.coverImageProfile']);
  });

  it("lets an administrator set a freelancer's cover from the administrator's own upload", async () => {
    const upload = await uploadAs(
      api,
      admin.userId,
      coverKey(admin.userId, 'g.png'),
      'image/png',
      PNG,
    );
    const response = await setCover(admin, upload.key, { onBehalfOfUserId: agency.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json<Me>()).toMatchObject({
      userId: agency.userId,
      coverImageProfile: upload.key,
    });
    const cleared = await setCover(admin, null, { onBehalfOfUserId: agency.userId });
    expect(cleared.json<Me>().coverImageProfile).toBeNull();
  });
});
