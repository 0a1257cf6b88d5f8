/**
 * Custom-data extraction through HTTP (docs/custom-data.md): data types by name, every data type
 * of the caller's kind, a job or a profile read by the rules, and by a chat-completions model
 * served from a local HTTP server speaking the provider's protocol.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_ERROR_CODES,
  TENANT_HEADER,
  type ExtractAllResponse,
  type ExtractDataTypeResponse,
  type ExtractWithAiResponse,
  type SeededAccount,
} from '@mp/contracts';
import {
  accounts,
  call,
  setUpTestApi,
  signedAs,
  startTestApi,
  type ApiAddress,
  type CallResult,
  type TestApi,
} from './harness';
import { expectStatus } from './proposals-support';

const { customer, orgCustomer, freelancer, agencyFreelancer, admin, acmeCustomer } = accounts;
const api = setUpTestApi();

type ErrorBody = { code: string; message: string; fields?: { path: string; message: string }[] };

const BAKERY_BRIEF = `Bakery website rebuild
We are a family bakery in Manchester looking for a WordPress developer to rebuild our site.
It must meet WCAG and we have the designs in Figma. Budget £1,500, fixed price.
Start 10 January 2027, finished by 28/02/2027.`;

const SHOP_BRIEF = `A 5 page Shopify shop for our hand-poured candles, with a blog and a contact form.
Hosting already arranged: yes
Launch by 1 March 2027`;

function extract(
  target: ApiAddress,
  who: SeededAccount | null,
  name: string,
  body: unknown,
): Promise<CallResult> {
  return call(target, {
    method: 'POST',
    url: `/apis/custom-data/extract/${encodeURIComponent(name)}`,
    tenant: who?.tenantId ?? 'demo',
    user: who?.userId ?? null,
    body,
  });
}

function extractAll(target: ApiAddress, who: SeededAccount, body: unknown): Promise<CallResult> {
  return call(target, {
    method: 'POST',
    url: '/apis/custom-data/extract/all',
    tenant: who.tenantId,
    user: who.userId,
    body,
  });
}

function extractWithAi(
  target: ApiAddress,
  who: SeededAccount | null,
  body: unknown,
): Promise<CallResult> {
  return call(target, {
    method: 'POST',
    url: '/apis/custom-data/extract-with-ai',
    tenant: who?.tenantId ?? 'demo',
    user: who?.userId ?? null,
    body,
  });
}

function errorOf(response: CallResult): ErrorBody {
  return response.json<ErrorBody>();
}

function pathsOf(response: CallResult): string[] {
  return (errorOf(response).fields ?? []).map((field) => field.path);
}

describe('POST /apis/custom-data/extract/{name}', () => {
  it("reads a customer's brief into the website brief's fields, by id or by name", async () => {
    const byId = await extract(api, customer, 'website-brief', { text: SHOP_BRIEF });
    expect(expectStatus(byId, 200).json<ExtractDataTypeResponse>()).toEqual({
      extractor: 'rules',
      result: {
        dataTypeId: 'website-brief',
        name: 'Website brief',
        values: { pages: 5, platform: 'Shopify', hasHosting: true, launchBy: '2027-03-01' },
        filled: ['pages', 'platform', 'hasHosting', 'launchBy'],
      },
    });
    const byName = await extract(api, customer, 'WEBSITE BRIEF', { text: SHOP_BRIEF });
    expect(expectStatus(byName, 200).json<ExtractDataTypeResponse>().result.dataTypeId).toBe(
      'website-brief',
    );
  });

  it('answers no values when the text says nothing of the fields', async () => {
    const answer = await extract(api, orgCustomer, 'website-brief', { text: 'Hello there' });
    expect(expectStatus(answer, 200).json<ExtractDataTypeResponse>().result).toMatchObject({
      values: {},
      filled: [],
    });
  });

  it('is 404 DATA_TYPE_NOT_FOUND for a name the tenant does not have', async () => {
    const answer = await extract(api, customer, 'no-such-type', { text: SHOP_BRIEF });
    expectStatus(answer, 404);
    expect(errorOf(answer).code).toBe(API_ERROR_CODES.dataTypeNotFound);
  });

  it("never reaches another tenant's data type", async () => {
    // DBS check exists only in acme; the website brief only in demo.
    const fromDemo = await extract(api, agencyFreelancer, 'dbs-check', {
      text: 'Level: Enhanced',
    });
    expectStatus(fromDemo, 404);
    expect(errorOf(fromDemo).code).toBe(API_ERROR_CODES.dataTypeNotFound);
    const fromAcme = await extract(api, acmeCustomer, 'website-brief', { text: SHOP_BRIEF });
    expectStatus(fromAcme, 404);
    expect(errorOf(fromAcme).code).toBe(API_ERROR_CODES.dataTypeNotFound);
  });

  it('is 403 for a data type of the other kind than the caller fills', async () => {
    const freelancerOnJobType = await extract(api, freelancer, 'website-brief', {
      text: SHOP_BRIEF,
    });
    expectStatus(freelancerOnJobType, 403);
    expect(errorOf(freelancerOnJobType).code).toBe('FORBIDDEN');
    const customerOnFreelancerType = await extract(api, orgCustomer, 'right-to-work', {
      text: 'Country: Ukraine',
    });
    expectStatus(customerOnFreelancerType, 403);
    const adminOnBoth = await extract(api, admin, 'right-to-work', {
      text: 'Country: Ukraine\nDocument: Passport\nValid until 2030-05-01',
    });
    expect(expectStatus(adminOnBoth, 200).json<ExtractDataTypeResponse>().result.values).toEqual({
      country: 'Ukraine',
      documentType: 'Passport',
      expiresOn: '2030-05-01',
    });
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.text'],
      [{ text: '   ' }, 'body.text'],
      [{ text: 'x'.repeat(20_001) }, 'body.text'],
      [{ text: 42 }, 'body.text'],
      [{ text: 'A brief', extra: true }, 'body.extra'],
      [{ s3File: {} }, 'body.s3File.key'],
    ];
    for (const [body, path] of cases) {
      const answer = await extract(api, admin, 'website-brief', body);
      expectStatus(answer, 400);
      expect({ body, paths: pathsOf(answer) }).toEqual({
        body,
        paths: expect.arrayContaining([path]) as unknown,
      });
    }
  });

  it('is 401 without a signature', async () => {
    const answer = await extract(api, null, 'website-brief', { text: SHOP_BRIEF });
    expectStatus(answer, 401);
  });

  describe('with an uploaded file (s3File)', () => {
    async function uploadBrief(key: string, text?: string): Promise<void> {
      const form = new FormData();
      form.append('key', key);
      form.append('contentType', 'application/pdf');
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
      form.append('filesize', String(pdf.length));
      form.append('metadata', '{}');
      if (text !== undefined) form.append('text', text);
      form.append('file', new Blob([new Uint8Array(pdf)]), 'brief.pdf');
      const url = `${api.url}/apis/auth/s3`;
      const headers = await signedAs(
        customer.userId,
        { method: 'POST', url, headers: { [TENANT_HEADER]: 'demo' } },
        true,
      );
      const response = await fetch(url, { method: 'POST', headers, body: form });
      expect(response.status).toBe(201);
    }

    it("reads the file's stored text, and the text sent with it", async () => {
      await uploadBrief(
        'briefs/candles.pdf',
        'Hosting already arranged: yes\nLaunch by 2027-04-01',
      );
      const answer = await extract(api, customer, 'website-brief', {
        text: 'A 7 page Webflow site',
        s3File: { key: 'briefs/candles.pdf' },
      });
      expect(expectStatus(answer, 200).json<ExtractDataTypeResponse>().result.values).toEqual({
        pages: 7,
        platform: 'Webflow',
        hasHosting: true,
        launchBy: '2027-04-01',
      });
    });

    it('is 404 FILE_NOT_FOUND for a file the caller may not read, 422 for one without text', async () => {
      const unknown = await extract(api, customer, 'website-brief', {
        s3File: { key: 'briefs/nothing-here.pdf' },
      });
      expectStatus(unknown, 404);
      expect(errorOf(unknown).code).toBe(API_ERROR_CODES.fileNotFound);
      // Another customer may not read a file that is not attached to a job they can see.
      const notTheirs = await extract(api, orgCustomer, 'website-brief', {
        s3File: { key: 'briefs/candles.pdf' },
      });
      expectStatus(notTheirs, 404);
      expect(errorOf(notTheirs).code).toBe(API_ERROR_CODES.fileNotFound);
      // The same key in another tenant is another file.
      const otherTenant = await extract(api, acmeCustomer, 'website-brief', {
        s3File: { key: 'briefs/candles.pdf' },
      });
      expectStatus(otherTenant, 404);

      await uploadBrief('briefs/scan.pdf');
      const textless = await extract(api, customer, 'website-brief', {
        s3File: { key: 'briefs/scan.pdf' },
      });
      expectStatus(textless, 422);
      expect(pathsOf(textless)).toEqual(['body.s3File.key']);
    });
  });
});

describe('POST /apis/custom-data/extract/all', () => {
  it("answers every data type of the caller's kind, in the tenant's order", async () => {
    const forCustomer = expectStatus(await extractAll(api, orgCustomer, { text: SHOP_BRIEF }), 200);
    expect(forCustomer.json<ExtractAllResponse>()).toEqual({
      extractor: 'rules',
      results: [
        {
          dataTypeId: 'website-brief',
          name: 'Website brief',
          values: { pages: 5, platform: 'Shopify', hasHosting: true, launchBy: '2027-03-01' },
          filled: ['pages', 'platform', 'hasHosting', 'launchBy'],
        },
      ],
    });

    const forFreelancer = expectStatus(
      await extractAll(api, freelancer, { text: 'Country: Germany\nDocument: Residence title' }),
      200,
    ).json<ExtractAllResponse>();
    expect(forFreelancer.results.map((result) => result.dataTypeId)).toEqual([
      'portfolio',
      'certificates',
      'right-to-work',
    ]);
    expect(forFreelancer.results[2]?.values).toEqual({
      country: 'Germany',
      documentType: 'Residence title',
    });

    const forAdmin = expectStatus(await extractAll(api, admin, { text: SHOP_BRIEF }), 200);
    expect(forAdmin.json<ExtractAllResponse>().results.map((r) => r.dataTypeId)).toEqual([
      'portfolio',
      'certificates',
      'right-to-work',
      'website-brief',
    ]);
  });

  it("answers only the caller's own tenant, even with none of its kind", async () => {
    const acme = expectStatus(await extractAll(api, acmeCustomer, { text: SHOP_BRIEF }), 200);
    expect(acme.json<ExtractAllResponse>()).toEqual({ extractor: 'rules', results: [] });
  });

  it('refuses a bad body naming the field, and a caller without a signature', async () => {
    for (const body of [{}, { text: '' }, { text: 'x'.repeat(20_001) }, { text: ['a'] }]) {
      const answer = await extractAll(api, admin, body);
      expectStatus(answer, 400);
      expect(pathsOf(answer)).toContain('body.text');
    }
    const anonymous = await call(api, {
      method: 'POST',
      url: '/apis/custom-data/extract/all',
      body: { text: SHOP_BRIEF },
    });
    expectStatus(anonymous, 401);
  });
});

describe('POST /apis/custom-data/extract-with-ai without a model', () => {
  it("reads a job description with the rules, naming only the tenant's skills", async () => {
    const answer = await extractWithAi(api, customer, { dataInput: BAKERY_BRIEF, type: 'job' });
    expect(expectStatus(answer, 200).json<ExtractWithAiResponse>()).toEqual({
      type: 'job',
      extractor: 'rules',
      fields: {
        title: 'Bakery website rebuild',
        description: BAKERY_BRIEF,
        budget: 150_000,
        contractType: 1,
        skills: ['wordpress', 'accessibility', 'figma'],
        serviceId: 'website-design',
        location: { address: 'Manchester', remote: false },
        startDate: '2027-01-10',
        dueDate: '2027-02-28',
      },
      filled: [
        'title',
        'description',
        'budget',
        'contractType',
        'serviceId',
        'skills',
        'location',
        'startDate',
        'dueDate',
      ],
    });
  });

  it("matches skills against the caller's tenant only", async () => {
    const text = 'We need German translation of our shop, ongoing, €400 per month.';
    const demo = await extractWithAi(api, orgCustomer, { dataInput: text, type: 'job' });
    const demoJob = expectStatus(demo, 200).json<ExtractWithAiResponse>();
    expect(demoJob.fields).not.toHaveProperty('skills');
    const acme = await extractWithAi(api, acmeCustomer, { dataInput: text, type: 'job' });
    expect(expectStatus(acme, 200).json<ExtractWithAiResponse>().fields).toMatchObject({
      skills: ['german-translation'],
      serviceId: 'translation-and-localisation',
      budget: 40_000,
      contractType: 2,
      cycleDuration: 'month',
    });
  });

  it('reads a CV into a profile', async () => {
    const cv = `Olena Kovalenko
Front-end developer
Based in Leeds, UK. Rate £45/hour.

Skills
React, TypeScript, Figma`;
    const answer = await extractWithAi(api, freelancer, { dataInput: cv, type: 'freelancer' });
    expect(expectStatus(answer, 200).json<ExtractWithAiResponse>()).toMatchObject({
      type: 'freelancer',
      extractor: 'rules',
      fields: {
        name: 'Olena Kovalenko',
        title: 'Front-end developer',
        hourlyRate: 4500,
        skills: ['react', 'typescript', 'figma'],
        location: { address: 'Leeds, UK', remote: false },
      },
    });
  });

  it("refuses another type with 'Invalid type', a bad text naming it, and no signature", async () => {
    const badType = await extractWithAi(api, admin, { dataInput: BAKERY_BRIEF, type: 'product' });
    expectStatus(badType, 400);
    expect(errorOf(badType).fields).toEqual([{ path: 'body.type', message: 'Invalid type' }]);
    const noText = await extractWithAi(api, admin, { dataInput: ' ', type: 'job' });
    expectStatus(noText, 400);
    expect(pathsOf(noText)).toEqual(['body.dataInput']);
    const anonymous = await extractWithAi(api, null, { dataInput: BAKERY_BRIEF, type: 'job' });
    expectStatus(anonymous, 401);
  });
});

/** What the local model server answers to the next request. */
type ModelReply = { status: number; body: string } | { hangMs: number };

interface ModelServer {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  reply: ModelReply;
  close(): Promise<void>;
}

function chatAnswer(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    model: 'tiny-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

/** A chat-completions server on loopback: records each request, answers `reply`. */
async function startModelServer(): Promise<ModelServer> {
  const state: ModelServer = {
    url: '',
    requests: [],
    reply: { status: 200, body: chatAnswer('{}') },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/v1/chat/completions');
      state.requests.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      const reply = state.reply;
      if ('hangMs' in reply) {
        setTimeout(() => response.destroy(), reply.hangMs);
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

describe('POST /apis/custom-data/extract-with-ai with a chat-completions model', () => {
  let model: ModelServer;
  let withModel: TestApi;

  beforeAll(async () => {
    model = await startModelServer();
    withModel = await startTestApi(undefined, {
      EXTRACTION_AI_URL: model.url,
      EXTRACTION_AI_KEY: 'sk-test-key',
      EXTRACTION_AI_MODEL: 'tiny-model',
      EXTRACTION_AI_TIMEOUT_MS: '1000',
    });
  });

  afterAll(async () => {
    await withModel.dispose();
    await model.close();
  });

  beforeEach(() => {
    model.requests.length = 0;
  });

  it("answers the model's fields, keeping only the tenant's own skill and service ids", async () => {
    model.reply = {
      status: 200,
      body: chatAnswer(
        '```json\n' +
          JSON.stringify({
            title: 'Bakery site on WordPress',
            budget: 150_000,
            skills: ['wordpress', 'german-translation', 'made-up'],
            serviceId: 'website-development',
            location: { address: 'Manchester', remote: false },
            dueDate: '2027-02-28',
          }) +
          '\n```',
      ),
    };
    const answer = await extractWithAi(withModel, customer, {
      dataInput: BAKERY_BRIEF,
      type: 'job',
    });
    expect(expectStatus(answer, 200).json<ExtractWithAiResponse>()).toEqual({
      type: 'job',
      extractor: 'ai',
      fields: {
        title: 'Bakery site on WordPress',
        budget: 150_000,
        skills: ['wordpress'],
        serviceId: 'website-development',
        location: { address: 'Manchester', remote: false },
        dueDate: '2027-02-28',
      },
      filled: ['title', 'budget', 'serviceId', 'skills', 'location', 'dueDate'],
    });

    expect(model.requests).toHaveLength(1);
    const [sent] = model.requests;
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body).toMatchObject({
      model: 'tiny-model',
      response_format: { type: 'json_object' },
    });
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toContain('wordpress: WordPress');
    expect(messages[0]?.content).not.toContain('german-translation');
    expect(messages[1]?.content).toBe(BAKERY_BRIEF);
  });

  it("fills a data type's fields from the model, only values of each field's kind", async () => {
    model.reply = {
      status: 200,
      body: chatAnswer(
        JSON.stringify({ pages: 12, platform: 'Drupal', hasHosting: false, launchBy: 'soon' }),
      ),
    };
    const answer = await extract(withModel, customer, 'website-brief', { text: SHOP_BRIEF });
    expect(expectStatus(answer, 200).json<ExtractDataTypeResponse>()).toMatchObject({
      extractor: 'ai',
      result: { values: { pages: 12, hasHosting: false }, filled: ['pages', 'hasHosting'] },
    });
  });

  it.each<[string, ModelReply]>([
    [
      'an answer that is not JSON',
      { status: 200, body: chatAnswer('Sure! The budget is £1,500.') },
    ],
    [
      'JSON of the wrong shape',
      { status: 200, body: chatAnswer('{"budget": "lots", "skills": 3}') },
    ],
    ['a body without choices', { status: 200, body: '{"error": null}' }],
    ['an HTTP error', { status: 500, body: '{"error": {"message": "overloaded"}}' }],
    ['no answer within the timeout', { hangMs: 1500 }],
  ])('falls back to the rules on %s, never failing the form', async (_case, reply) => {
    model.reply = reply;
    const answer = await extractWithAi(withModel, orgCustomer, {
      dataInput: BAKERY_BRIEF,
      type: 'job',
    });
    const body = expectStatus(answer, 200).json<ExtractWithAiResponse>();
    expect(body.extractor).toBe('rules');
    expect(body.fields).toMatchObject({ title: 'Bakery website rebuild', budget: 150_000 });
    expect(model.requests).toHaveLength(1);
  });
});
