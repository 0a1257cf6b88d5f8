/**
 * CV parsing (docs/users.md#cv-parsing): a freelancer's uploaded PDF or DOCX CV is read in the
 * background into profile fields; the owner hears the outcome on their live sockets.
 */
import {
  CV_PARSE_FAILED,
  SOCKET_EVENTS,
  type CvParseJob,
  type LatestCvParseResponse,
  type SeededAccount,
  type StartCvParseResponse,
} from '@mp/contracts';
import { failStaleCvParses } from '../src/domains/cv/parse-run';
import { accounts, call, connectLiveAs, setUpTestApi } from './harness';
import { uploadAs } from './products-support';
import { cvDocx, cvPdf } from './support/cv-files';

const { freelancer, agencyFreelancer, customer, admin, acmeFreelancer } = accounts;
const api = setUpTestApi();

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function start(who: SeededAccount, body: unknown) {
  return call(api, {
    method: 'POST',
    url: '/apis/actions/users/me/parse-cv',
    tenant: who.tenantId,
    user: who.userId,
    body,
  });
}

async function latest(who: SeededAccount): Promise<CvParseJob | null> {
  const response = await call(api, {
    method: 'GET',
    url: '/apis/actions/users/me/parse-cv',
    tenant: who.tenantId,
    user: who.userId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<LatestCvParseResponse>().job;
}

async function skillNamed(): Promise<{ id: string; name: string }> {
  const skills = (await call(api, { method: 'GET', url: '/skills', tenant: 'demo' })).json<
    { id: string; name: string }[]
  >();
  const skill = skills[0];
  if (skill === undefined) throw new Error('the demo tenant has no skills');
  return skill;
}

function cvLines(skill: string): string[] {
  return [
    'Dana Kowalski',
    'Senior Backend Engineer',
    'Experience',
    'Lead Engineer at Acme Corp 2019 - Present',
    'Developer, Globex 2015 - 2019',
    'Education',
    'BSc Computer Science, Warsaw University 2011 - 2015',
    'Skills',
    skill,
  ];
}

/** Starts a parse of the uploaded file and waits for the live event it ends with. */
async function parseAndWait(who: SeededAccount, key: string, event: string) {
  const socket = await connectLiveAs(api, who);
  try {
    const started = await start(who, { key });
    expect(started.statusCode).toBe(202);
    const { jobId, status } = started.json<StartCvParseResponse>();
    expect(status).toBe('queued');
    const payload = await socket.next(event, 30_000);
    await api.api.background.idle();
    return { jobId, payload };
  } finally {
    socket.socket.close();
  }
}

describe('parsing an uploaded CV', () => {
  it('reads a PDF into name, title, skills, experience and education', async () => {
    const skill = await skillNamed();
    await uploadAs(
      api,
      freelancer.userId,
      'cv/dana.pdf',
      PDF_TYPE,
      await cvPdf(cvLines(skill.name)),
    );
    const { jobId, payload } = await parseAndWait(
      freelancer,
      'cv/dana.pdf',
      SOCKET_EVENTS.userCvParserSucceeded,
    );
    expect(payload).toEqual({ userId: freelancer.userId });
    const job = await latest(freelancer);
    expect(job).toMatchObject({ jobId, key: 'cv/dana.pdf', status: 'succeeded', reason: null });
    expect(job?.extractor).toBe('rules');
    expect(job?.result).toMatchObject({
      name: 'Dana Kowalski',
      title: 'Senior Backend Engineer',
      skills: [skill.id],
      experience: [
        { title: 'Lead Engineer', organisation: 'Acme Corp', from: '2019' },
        { title: 'Developer', organisation: 'Globex', from: '2015', to: '2019' },
      ],
      education: [
        {
          qualification: 'BSc Computer Science',
          institution: 'Warsaw University',
          from: '2011',
          to: '2015',
        },
      ],
    });
  });

  it('reads a DOCX the same way', async () => {
    const skill = await skillNamed();
    await uploadAs(
      api,
      agencyFreelancer.userId,
      'cv/dana.docx',
      DOCX_TYPE,
      cvDocx(cvLines(skill.name)),
    );
    await parseAndWait(agencyFreelancer, 'cv/dana.docx', SOCKET_EVENTS.userCvParserSucceeded);
    const job = await latest(agencyFreelancer);
    expect(job?.status).toBe('succeeded');
    expect(job?.result).toMatchObject({
      name: 'Dana Kowalski',
      title: 'Senior Backend Engineer',
      skills: [skill.id],
      experience: [{ title: 'Lead Engineer', organisation: 'Acme Corp' }, { title: 'Developer' }],
      education: [{ qualification: 'BSc Computer Science', institution: 'Warsaw University' }],
    });
  });

  it('ends a corrupt PDF as failed with the reason, told live, never a 500', async () => {
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x42)]);
    await uploadAs(api, freelancer.userId, 'cv/broken.pdf', PDF_TYPE, corrupt);
    const { jobId, payload } = await parseAndWait(
      freelancer,
      'cv/broken.pdf',
      SOCKET_EVENTS.userCvParserFailed,
    );
    const reason = (payload as { reason: string }).reason;
    expect(reason.startsWith(CV_PARSE_FAILED)).toBe(true);
    expect(payload).toEqual({ userId: freelancer.userId, reason });
    expect(await latest(freelancer)).toMatchObject({
      jobId,
      status: 'failed',
      reason,
      result: null,
    });
  });

  it('refuses what is not a PDF or a DOCX by content, whatever the declared type', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('0000000dIHDR-rest-of-a-tiny-png'),
    ]);
    await uploadAs(api, freelancer.userId, 'cv/photo.png', 'image/png', png);
    const refused = await start(freelancer, { key: 'cv/photo.png' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
      'body.key',
    ]);
  });

  it('names body.key for a bad key, a missing key or a file outside cv/', async () => {
    const bad = await start(freelancer, { key: '../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('body.key');
    expect((await start(freelancer, {})).statusCode).toBe(400);
    expect((await start(freelancer, { key: 'cv/never-uploaded.pdf' })).statusCode).toBe(404);
    await uploadAs(api, freelancer.userId, 'other/cv.pdf', PDF_TYPE, await cvPdf(['Dana']));
    const outside = await start(freelancer, { key: 'other/cv.pdf' });
    expect(outside.statusCode).toBe(422);
    expect(outside.body).toContain('body.key');
  });
});

describe('who may parse', () => {
  it('is the freelancer alone, on their own file of their own tenant', async () => {
    await uploadAs(api, freelancer.userId, 'cv/mine.pdf', PDF_TYPE, await cvPdf(['Dana Kowalski']));
    const other = await start(agencyFreelancer, { key: 'cv/mine.pdf' });
    expect(other.statusCode).toBe(403);
    expect((await start(acmeFreelancer, { key: 'cv/mine.pdf' })).statusCode).toBe(404);
    expect((await start(customer, { key: 'cv/mine.pdf' })).statusCode).toBe(403);
    expect((await start(admin, { key: 'cv/mine.pdf' })).statusCode).toBe(403);
    const anonymous = await call(api, {
      method: 'POST',
      url: '/apis/actions/users/me/parse-cv',
      tenant: 'demo',
      body: { key: 'cv/mine.pdf' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows each freelancer only their own latest parse', async () => {
    expect(await latest(acmeFreelancer)).toBeNull();
    const forCustomer = await call(api, {
      method: 'GET',
      url: '/apis/actions/users/me/parse-cv',
      tenant: 'demo',
      user: customer.userId,
    });
    expect(forCustomer.statusCode).toBe(403);
  });
});

describe('a parse left unfinished', () => {
  it('is failed with a reason once stale, and its owner is told', async () => {
    await api.db.query(
      `INSERT INTO cv_parse_jobs (tenant_id, id, user_id, file_key, status, updated_at)
       VALUES ('acme', 'stale-parse', $1, 'cv/old.pdf', 'running', now() - interval '1 hour')`,
      [acmeFreelancer.userId],
    );
    const published: unknown[] = [];
    const failed = await failStaleCvParses(
      { db: api.db, publish: (event) => published.push(event) },
      60_000,
    );
    expect(failed).toBe(1);
    const job = await latest(acmeFreelancer);
    expect(job).toMatchObject({ jobId: 'stale-parse', status: 'failed' });
    expect(job?.reason?.startsWith(CV_PARSE_FAILED)).toBe(true);
    expect(published).toEqual([
      {
        tenantId: 'acme',
        to: { userId: acmeFreelancer.userId },
        type: SOCKET_EVENTS.userCvParserFailed,
        payload: { userId: acmeFreelancer.userId, reason: job?.reason },
      },
    ]);
  });
});
