/**
 * The tenant console's uploaded font files and menu titles per language
 * (docs/tenant-console.md#fonts, #menus; docs/files.md#fonts): administrators upload woff2,
 * woff, ttf or otf files under fonts/, checked by their bytes and size; a font of the draft or
 * the published styling is readable by anyone; titles per language only in the tenant's
 * languages.
 */
import {
  TENANT_HEADER,
  type SettingsResponse,
  type StylingResponse,
  type TenantConfigDraft,
} from '@mp/contracts';
import { accounts, call, setUpTestApi, signedAs } from './harness';
import { PNG } from './products-support';

const api = setUpTestApi({ TENANT_CACHE_MS: '0' });
const { admin, freelancer } = accounts;

type ErrorBody = { code: string; fields?: { path: string; message: string }[] };
const fieldsOf = (body: ErrorBody) => (body.fields ?? []).map((field) => field.path);

/** The first bytes of a font of each format, with binary table data after them. */
const header = (tag: string | number[]) =>
  Buffer.concat([
    typeof tag === 'string' ? Buffer.from(tag, 'latin1') : Buffer.from(tag),
    Buffer.from([0, 1, 0, 0, 0, 0x0c, 0x40, 0, 0x0e, 0, 0, 0, 0xff, 0x80]),
  ]);
const WOFF2 = header('wOF2');
const WOFF = header('wOFF');
const TTF = header([0, 1, 0, 0]);
const OTF = header('OTTO');

let uploads = 0;
const fontKey = (name: string) => {
  uploads += 1;
  return `fonts/${admin.userId}/${process.pid}-${uploads}/${name}`;
};

function upload(
  user: string | null,
  key: string,
  contentType: string,
  bytes: Buffer,
  url = '/apis/auth/s3',
) {
  return call(api, {
    method: 'POST',
    url,
    user,
    body: { key, contentType, filesize: bytes.length, file: bytes.toString('base64') },
  });
}

/** A multipart upload, as the browser sends one (a large file is never JSON). */
async function uploadForm(user: string, key: string, contentType: string, bytes: Buffer) {
  const form = new FormData();
  form.append('key', key);
  form.append('contentType', contentType);
  form.append('filesize', String(bytes.length));
  form.append('metadata', '{}');
  form.append('file', new Blob([new Uint8Array(bytes)]), key.split('/').pop());
  const url = `${api.url}/apis/auth/s3`;
  const headers = await signedAs(
    user,
    { method: 'POST', url, headers: { [TENANT_HEADER]: 'demo' } },
    true,
  );
  const response = await fetch(url, { method: 'POST', headers, body: form });
  return { statusCode: response.status, body: (await response.json()) as ErrorBody };
}

function readPublicly(key: string) {
  const path = encodeURIComponent(Buffer.from(key, 'utf8').toString('base64'));
  return call(api, { method: 'GET', url: `/apis/s3?path=${path}`, user: null });
}

async function draft(): Promise<TenantConfigDraft> {
  const response = await call(api, {
    method: 'GET',
    url: '/admin/tenant-config/draft',
    user: admin.userId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TenantConfigDraft>();
}

function saveDraft(config: TenantConfigDraft['config']) {
  return call(api, {
    method: 'PUT',
    url: '/admin/tenant-config/draft',
    user: admin.userId,
    body: config,
  });
}

async function publish(): Promise<void> {
  const response = await call(api, {
    method: 'POST',
    url: '/admin/tenant-config/publish',
    user: admin.userId,
    body: {},
  });
  expect(response.statusCode).toBe(200);
}

describe('font file uploads', () => {
  it.each([
    ['woff2', 'font/woff2', WOFF2],
    ['woff', 'font/woff', WOFF],
    ['ttf', 'font/ttf', TTF],
    ['otf', 'font/otf', OTF],
  ])('takes a %s file from an administrator under fonts/', async (name, type, bytes) => {
    const response = await upload(admin.userId, fontKey(`brand.${name}`), type, bytes);
    expect(response.statusCode).toBe(201);
  });

  it('refuses bytes that are not the declared font, naming the file', async () => {
    for (const [type, bytes] of [
      ['font/woff2', WOFF],
      ['font/woff2', PNG],
      ['font/ttf', Buffer.from('true type? no, text\n')],
    ] as const) {
      const response = await upload(admin.userId, fontKey('brand.woff2'), type, bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('UNSUPPORTED_FILE');
      expect(fieldsOf(response.json<ErrorBody>())).toEqual(['body.file']);
    }
  });

  it('takes only fonts under fonts/, and fonts only there', async () => {
    const png = await upload(admin.userId, fontKey('logo.png'), 'image/png', PNG);
    expect(png.statusCode).toBe(400);
    expect(fieldsOf(png.json<ErrorBody>())).toEqual(['body.file']);
    const elsewhere = await upload(admin.userId, 'other/brand.woff2', 'font/woff2', WOFF2);
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldsOf(elsewhere.json<ErrorBody>())).toEqual(['body.file']);
  });

  it('refuses a font file over 5 MB with 413 naming the file', async () => {
    const big = Buffer.concat([WOFF2, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadForm(admin.userId, fontKey('huge.woff2'), 'font/woff2', big);
    expect(response.statusCode).toBe(413);
    expect(fieldsOf(response.body)).toEqual(['body.file']);
    const fits = Buffer.concat([WOFF2, Buffer.alloc(1024 * 1024)]);
    const taken = await uploadForm(admin.userId, fontKey('big.woff2'), 'font/woff2', fits);
    expect(taken.statusCode).toBe(201);
  });

  it('lets only administrators upload font files, naming the key', async () => {
    const key = `fonts/${freelancer.userId}/brand.woff2`;
    const signed = await upload(freelancer.userId, key, 'font/woff2', WOFF2);
    expect(signed.statusCode).toBe(403);
    expect(fieldsOf(signed.json<ErrorBody>())).toEqual(['body.key']);
    const anonymous = await upload(
      null,
      'fonts/anyone/brand.woff2',
      'font/woff2',
      WOFF2,
      '/apis/s3',
    );
    expect(anonymous.statusCode).toBe(403);
    expect(fieldsOf(anonymous.json<ErrorBody>())).toEqual(['body.key']);
  });
});

describe('an uploaded font in the styling', () => {
  it('is private until the draft names it, public while used, private again when dropped', async () => {
    const key = fontKey('brand-bold.woff2');
    expect((await upload(admin.userId, key, 'font/woff2', WOFF2)).statusCode).toBe(201);
    expect((await readPublicly(key)).statusCode).toBe(404);

    const { config } = await draft();
    const withFont = {
      ...config,
      styling: {
        ...config.styling,
        fontsList: [
          ...config.styling.fontsList,
          {
            type: 'local' as const,
            key: 'Brand',
            fileKey: key,
            weight: 700,
            style: 'italic' as const,
            format: 'woff2' as const,
          },
        ],
      },
    };
    expect((await saveDraft(withFont)).statusCode).toBe(200);
    // The console's preview shows the draft's font before it is published.
    expect((await readPublicly(key)).statusCode).toBe(200);

    await publish();
    const styling = await call(api, { method: 'GET', url: '/styling/get_tenant_styling' });
    expect(styling.json<StylingResponse>().fontsList).toContainEqual(
      expect.objectContaining({ key: 'Brand', fileKey: key, weight: 700, format: 'woff2' }),
    );
    const file = await readPublicly(key);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(Buffer.from(file.body, 'latin1').subarray(0, 4).toString('latin1')).toBe('wOF2');

    expect((await saveDraft(config)).statusCode).toBe(200);
    await publish();
    expect((await readPublicly(key)).statusCode).toBe(404);
  });

  it('refuses a draft naming a file that is not an uploaded font, naming the field', async () => {
    const { config } = await draft();
    const png = `other/${process.pid}/logo.png`;
    expect((await upload(admin.userId, png, 'image/png', PNG)).statusCode).toBe(201);
    const fontsList = [
      { type: 'local' as const, key: 'Ghost', fileKey: 'fonts/never/uploaded.woff2' },
      { type: 'local' as const, key: 'Fine', url: '/fonts/fine.woff2' },
    ];
    const response = await saveDraft({ ...config, styling: { ...config.styling, fontsList } });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.json<ErrorBody>())).toEqual(['body.styling.fontsList.0.fileKey']);
    const outsideFonts = await saveDraft({
      ...config,
      styling: { ...config.styling, fontsList: [{ type: 'local', key: 'Logo', fileKey: png }] },
    });
    expect(outsideFonts.statusCode).toBe(400);
    expect(fieldsOf(outsideFonts.json<ErrorBody>())).toEqual(['body.styling.fontsList.0.fileKey']);
  });
});

describe('menu and footer titles per language', () => {
  it('refuses a title in a language the tenant does not offer, naming the field', async () => {
    const { config } = await draft();
    const languages = config.settings.languages.map((language) => language.value);
    expect(languages).not.toContain('fr');
    const response = await saveDraft({
      ...config,
      settings: {
        ...config.settings,
        customMenus: {
          ...config.settings.customMenus,
          public: [{ title: 'About', titles: { fr: 'À propos' }, url: '/about' }],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response.json<ErrorBody>())).toEqual([
      'body.settings.customMenus.public.0.titles.fr',
    ]);
  });

  it('publishes titles per language beside the plain title', async () => {
    const { config } = await draft();
    const [first, second] = config.settings.languages.map((language) => language.value);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    const titles = { [first!]: 'Our story', [second!]: 'Unsere Geschichte' };
    const footer = config.settings.footer;
    const saved = await saveDraft({
      ...config,
      settings: {
        ...config.settings,
        customMenus: {
          ...config.settings.customMenus,
          public: [{ title: 'About', titles, url: '/about' }],
        },
        footer: { ...footer, privacy: { ...footer.privacy, titles } },
      },
    });
    expect(saved.statusCode).toBe(200);
    await publish();
    const settings = (
      await call(api, { method: 'GET', url: '/settings' })
    ).json<SettingsResponse>();
    expect(settings.customMenus.public).toEqual([{ title: 'About', titles, url: '/about' }]);
    expect(settings.footer.privacy.titles).toEqual(titles);
  });
});
