/** Video calls: rooms, room tokens, ICE servers, ringing and the signalling they unlock. */
import { createHmac } from 'node:crypto';
import {
  CALL_CLIENT_EVENTS,
  CALL_ERROR_CODES,
  CALL_SERVER_EVENTS,
  SOCKET_EVENTS,
  type CallGrant,
  type CallJoinAck,
  type CallRoomList,
  type CreateChannelResponse,
  type SeededAccount,
  type VideoUserToken,
} from '@mp/contracts';
import {
  account,
  accounts,
  call,
  connectLiveAs,
  startTestApi,
  TEST_TIMEOUT_MS,
  type CallResult,
  type TestApi,
} from './harness';
import { postJob } from './proposals-support';

jest.setTimeout(TEST_TIMEOUT_MS);

const {
  customer,
  orgCustomer,
  freelancer,
  agency,
  agencyFreelancer,
  admin,
  acmeCustomer,
  acmeFreelancer,
} = accounts;

const api = {} as TestApi;
beforeAll(async () => {
  // Switch changes must show at once (the feature tests below flip videoChat).
  Object.assign(api, await startTestApi(undefined, { TENANT_CACHE_MS: '0' }));
});
afterAll(() => api.dispose());

type ErrorBody = { code: string; fields: { path: string }[] };

function post(who: SeededAccount, url: string, body: unknown, tenant?: string) {
  return call(api, { method: 'POST', url, user: who.userId, body, tenant: tenant ?? who.tenantId });
}

function expectError(response: CallResult, status: number, code: string, fields: string[]) {
  const body = response.json<ErrorBody>();
  expect({
    status: response.statusCode,
    code: body.code,
    fields: body.fields.map((f) => f.path),
  }).toEqual({ status, code, fields });
}

function grantOf(response: CallResult, status = 200): CallGrant {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  return response.json<CallGrant>();
}

async function channelOf(who: SeededAccount, other: SeededAccount, jobId?: string) {
  const [c, f] = who.role === 3 ? [who, other] : [other, who];
  const response = await post(who, '/channel', {
    customerId: c.userId,
    freelancerId: f.userId,
    ...(jobId ? { jobId } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json<CreateChannelResponse>().channel.channelId;
}

const startAbout = (who: SeededAccount, roomTopic: string, tenant?: string) =>
  post(who, '/apis/video/signature', { roomTopic, provider: 'builtin' }, tenant);

const participantIds = (grant: CallGrant) => grant.room.participants.map((p) => p.userId).sort();

async function setVideoChat(tenantId: string, feature: Record<string, unknown>): Promise<void> {
  await api.db.query(
    `UPDATE tenants SET features = jsonb_set(features, '{videoChat}', $2::jsonb) WHERE tenant_id = $1`,
    [tenantId, JSON.stringify(feature)],
  );
}

describe('a call about a conversation', () => {
  it('invites both parties, rings the other one live and reuses the open room', async () => {
    const channelId = await channelOf(customer, freelancer);
    const freelancerSocket = await connectLiveAs(api, freelancer);
    const customerSocket = await connectLiveAs(api, customer);
    try {
      const grant = grantOf(await startAbout(customer, `channel:${channelId}`), 201);
      expect(grant).toMatchObject({
        provider: 'builtin',
        room: { topic: `channel:${channelId}`, channelId, jobId: null, createdBy: customer.userId },
      });
      expect(grant.token).toMatch(/^v1\./);
      expect(participantIds(grant)).toEqual([customer.userId, freelancer.userId].sort());
      expect(await freelancerSocket.next(SOCKET_EVENTS.videoChatStarted, 10_000)).toEqual({
        sender_name: customer.name,
        roomName: grant.roomName,
        link: `/freelancer/meet?room=${grant.roomName}`,
      });
      // The freelancer calling back joins the same room and rings the customer.
      const back = grantOf(await startAbout(freelancer, `channel:${channelId}`), 201);
      expect(back.roomName).toBe(grant.roomName);
      expect(await customerSocket.next(SOCKET_EVENTS.videoChatStarted, 10_000)).toEqual({
        sender_name: freelancer.name,
        roomName: grant.roomName,
        link: `/customer/meet?room=${grant.roomName}`,
      });
      expect(
        customerSocket.events.filter(([t]) => t === SOCKET_EVENTS.videoChatStarted),
      ).toHaveLength(1);
      const listed = await call(api, {
        method: 'GET',
        url: '/apis/video/rooms',
        user: freelancer.userId,
      });
      expect(listed.json<CallRoomList>().rooms.map((r) => r.roomName)).toContain(grant.roomName);
      const stranger = await call(api, {
        method: 'GET',
        url: '/apis/video/rooms',
        user: orgCustomer.userId,
      });
      expect(stranger.json<CallRoomList>().rooms.map((r) => r.roomName)).not.toContain(
        grant.roomName,
      );
    } finally {
      freelancerSocket.socket.close();
      customerSocket.socket.close();
    }
  });

  it('refuses strangers, other tenants, administrators and malformed bodies', async () => {
    const channelId = await channelOf(customer, freelancer);
    expectError(await startAbout(orgCustomer, `channel:${channelId}`), 404, 'CHANNEL_NOT_FOUND', [
      'body.roomTopic',
    ]);
    expectError(await startAbout(acmeCustomer, `channel:${channelId}`), 404, 'CHANNEL_NOT_FOUND', [
      'body.roomTopic',
    ]);
    expectError(
      await startAbout(acmeCustomer, `channel:${channelId}`, 'demo'),
      403,
      'TENANT_MISMATCH',
      [],
    );
    expectError(await startAbout(admin, `channel:${channelId}`), 403, 'FORBIDDEN_ROLE', []);
    expectError(await startAbout(customer, `room:${channelId}`), 400, 'VALIDATION_FAILED', [
      'body.roomTopic',
    ]);
    const vendor = await post(customer, '/apis/video/signature', {
      roomTopic: `channel:${channelId}`,
      provider: 'hosted-vendor',
    });
    expectError(vendor, 400, 'VALIDATION_FAILED', ['body.provider']);
  });
});

describe('a call about a contract', () => {
  it("is for the job's customer and the freelancers hired on it or met", async () => {
    const jobId = await postJob(api, customer.userId);
    expectError(await startAbout(customer, `job:${jobId}`), 422, 'UNPROCESSABLE', [
      'body.roomTopic',
    ]);
    const met = await post(customer, '/jobs/accept_meeting', {
      jobID: jobId,
      freelancerID: freelancer.userId,
    });
    expect(met.statusCode).toBe(200);
    const grant = grantOf(await startAbout(customer, `job:${jobId}`), 201);
    expect(grant.room).toMatchObject({ jobId, topic: `job:${jobId}`, channelId: null });
    expect(participantIds(grant)).toEqual([customer.userId, freelancer.userId].sort());
    const again = grantOf(await startAbout(freelancer, `job:${jobId}`), 201);
    expect(again.roomName).toBe(grant.roomName);
    expectError(await startAbout(agencyFreelancer, `job:${jobId}`), 404, 'JOB_NOT_FOUND', [
      'body.roomTopic',
    ]);
    expectError(await startAbout(orgCustomer, `job:${jobId}`), 404, 'JOB_NOT_FOUND', [
      'body.roomTopic',
    ]);
  });
});

describe('a call with someone, joining and inviting', () => {
  it('starts with someone the caller talks to, rings them, and gives tokens to the invited only', async () => {
    await channelOf(customer, agency);
    const agencySocket = await connectLiveAs(api, agency);
    try {
      const started = grantOf(
        await post(customer, '/settings/video-token', {
          userName: 'Casey on the road',
          participantId: agency.userId,
        }),
      );
      expect(started.room.topic).toBeNull();
      expect(participantIds(started)).toEqual([customer.userId, agency.userId].sort());
      expect(await agencySocket.next(SOCKET_EVENTS.videoChatStarted, 10_000)).toMatchObject({
        sender_name: customer.name,
        roomName: started.roomName,
      });
      const joining = grantOf(
        await post(agency, '/settings/video-token', {
          roomName: started.roomName,
          attachParticipants: [],
        }),
      );
      expect(joining.roomName).toBe(started.roomName);
      expect(joining.token).not.toBe(started.token);
      expectError(
        await post(orgCustomer, '/settings/video-token', { roomName: started.roomName }),
        404,
        'CALL_NOT_FOUND',
        ['body.roomName'],
      );
      expectError(
        await post(acmeCustomer, '/settings/video-token', { roomName: started.roomName }),
        404,
        'CALL_NOT_FOUND',
        ['body.roomName'],
      );
    } finally {
      agencySocket.socket.close();
    }
  });

  it('refuses people the caller has no conversation with, unknown people and oneself', async () => {
    const start = (participantId: string) =>
      post(orgCustomer, '/settings/video-token', { userName: 'Olive', participantId });
    expectError(await start(agencyFreelancer.userId), 422, 'UNPROCESSABLE', ['body.participantId']);
    expectError(await start(acmeFreelancer.userId), 404, 'USER_NOT_FOUND', ['body.participantId']);
    expectError(await start(admin.userId), 404, 'USER_NOT_FOUND', ['body.participantId']);
    expectError(await start(orgCustomer.userId), 422, 'UNPROCESSABLE', ['body.participantId']);
    expectError(await post(orgCustomer, '/settings/video-token', {}), 400, 'VALIDATION_FAILED', [
      'body.userName',
    ]);
    expectError(
      await post(orgCustomer, '/settings/video-token', { userName: 'Olive', roomName: 'room-1' }),
      400,
      'VALIDATION_FAILED',
      ['body.roomName'],
    );
    const alone = grantOf(await post(orgCustomer, '/settings/video-token', { userName: 'Olive' }));
    expect(participantIds(alone)).toEqual([orgCustomer.userId]);
  });

  it('invites more people into a room, four at most, ringing each newcomer', async () => {
    await channelOf(customer, freelancer);
    await channelOf(customer, agency);
    await channelOf(customer, agencyFreelancer);
    await channelOf(orgCustomer, freelancer);
    const room = grantOf(
      await post(customer, '/settings/video-token', {
        userName: 'Casey',
        participantId: freelancer.userId,
      }),
    );
    const agencySocket = await connectLiveAs(api, agencyFreelancer);
    try {
      const grown = grantOf(
        await post(customer, '/settings/video-token', {
          roomName: room.roomName,
          attachParticipants: [agency.userId, agencyFreelancer.userId],
        }),
      );
      expect(grown.room.participants).toHaveLength(4);
      expect(await agencySocket.next(SOCKET_EVENTS.videoChatStarted, 10_000)).toMatchObject({
        roomName: room.roomName,
        link: `/freelancer/meet?room=${room.roomName}`,
      });
    } finally {
      agencySocket.socket.close();
    }
    // The freelancer may invite someone they talk to, but a fifth person does not fit.
    expectError(
      await post(freelancer, '/settings/video-token', {
        roomName: room.roomName,
        attachParticipants: [orgCustomer.userId],
      }),
      422,
      'UNPROCESSABLE',
      ['body.attachParticipants'],
    );
    const afterwards = grantOf(
      await post(freelancer, '/settings/video-token', { roomName: room.roomName }),
    );
    expect(afterwards.room.participants).toHaveLength(4);
  });
});

describe('the videoChat switch', () => {
  afterEach(() => setVideoChat('demo', { isEnabled: true }));

  it('refuses every call while the switch is off for the caller or someone they call', async () => {
    const channelId = await channelOf(customer, freelancer);
    await setVideoChat('demo', {
      isEnabled: true,
      values: [{ userRole: 'customer', enabled: false }],
    });
    expectError(await startAbout(customer, `channel:${channelId}`), 403, 'FORBIDDEN', []);
    expectError(
      await call(api, { method: 'GET', url: '/apis/video/rooms', user: customer.userId }),
      403,
      'FORBIDDEN',
      [],
    );
    expectError(await startAbout(freelancer, `channel:${channelId}`), 422, 'UNPROCESSABLE', [
      'body.roomTopic',
    ]);
  });

  it("keeps acme's agency freelancers out, as the tenant's switch says", async () => {
    const channelId = await channelOf(acmeCustomer, account('acme', 'agency'));
    expectError(
      await startAbout(account('acme', 'agency'), `channel:${channelId}`),
      403,
      'FORBIDDEN',
      [],
    );
    expectError(await startAbout(acmeCustomer, `channel:${channelId}`), 422, 'UNPROCESSABLE', [
      'body.roomTopic',
    ]);
  });
});

describe('ICE servers', () => {
  const iceFor = (who: SeededAccount, forUserId = who.userId) =>
    post(who, '/apis/video/token', { forUserId, provider: 'builtin' });

  afterEach(() => api.db.query('UPDATE video_settings SET ice_servers = NULL'));

  it("needs none on one machine, and gives the tenant's servers with personal TURN credentials", async () => {
    const none = await iceFor(customer);
    expect(none.statusCode).toBe(200);
    expect(none.json<VideoUserToken>()).toMatchObject({
      provider: 'builtin',
      userId: customer.userId,
      iceServers: [],
    });
    await api.db.query(
      `INSERT INTO video_settings (tenant_id, ice_servers) VALUES ('demo', $1::jsonb)
       ON CONFLICT (tenant_id) DO UPDATE SET ice_servers = EXCLUDED.ice_servers`,
      [
        JSON.stringify([
          { urls: 'stun:stun.example.test:3478' },
          {
            urls: ['turn:turn.example.test:3478?transport=udp'],
            sharedSecret: 'turn-shared-secret',
          },
        ]),
      ],
    );
    const granted = (await iceFor(freelancer)).json<VideoUserToken>();
    const [stun, turn] = granted.iceServers;
    expect(stun).toEqual({ urls: ['stun:stun.example.test:3478'] });
    const expiry = Math.floor(Date.parse(granted.expiresAt) / 1000);
    expect(expiry * 1000).toBeGreaterThan(Date.now() + 3_600_000);
    expect(turn).toEqual({
      urls: ['turn:turn.example.test:3478?transport=udp'],
      username: `${expiry}:${freelancer.userId}`,
      credential: createHmac('sha1', 'turn-shared-secret')
        .update(`${expiry}:${freelancer.userId}`)
        .digest('base64'),
    });
    // Another tenant keeps the deployment's (none here).
    expect((await iceFor(acmeCustomer)).json<VideoUserToken>().iceServers).toEqual([]);
  });

  it("falls back to the deployment's servers when the tenant's are malformed", async () => {
    await api.db.query(
      `INSERT INTO video_settings (tenant_id, ice_servers) VALUES ('demo', '[{"urls":"http://not-ice"}]'::jsonb)
       ON CONFLICT (tenant_id) DO UPDATE SET ice_servers = EXCLUDED.ice_servers`,
    );
    expect((await iceFor(customer)).json<VideoUserToken>().iceServers).toEqual([]);
  });

  it('gives credentials to their own user only', async () => {
    expectError(await iceFor(customer, freelancer.userId), 422, 'UNPROCESSABLE', [
      'body.forUserId',
    ]);
    expectError(await iceFor(admin), 403, 'FORBIDDEN_ROLE', []);
  });
});

describe('ringing a party of a job again', () => {
  it('rings an invited party of the job with a link to their own call page', async () => {
    const jobId = await postJob(api, customer.userId);
    const invited = await post(customer, '/jobs/customer_send_invitation', {
      jobID: jobId,
      freelancerID: freelancer.userId,
    });
    expect(invited.statusCode).toBeLessThan(300);
    const channelId = await channelOf(customer, freelancer, jobId);
    const grant = grantOf(await startAbout(customer, `channel:${channelId}`), 201);
    expect(grant.room.jobId).toBe(jobId);
    const chatLink = `/customer/meet?room=${grant.roomName}`;
    const socket = await connectLiveAs(api, freelancer);
    try {
      const rung = await post(customer, `/jobs/${jobId}/notify-chat-started`, {
        toUserId: freelancer.userId,
        chatLink,
      });
      expect(rung.statusCode).toBe(200);
      const link = `/freelancer/meet?room=${grant.roomName}`;
      expect(rung.json()).toEqual({ notified: true, roomName: grant.roomName, link });
      expect(await socket.next(SOCKET_EVENTS.videoChatStarted, 10_000)).toEqual({
        sender_name: customer.name,
        roomName: grant.roomName,
        link,
      });
    } finally {
      socket.socket.close();
    }
    const notify = (who: SeededAccount, job: string, body: Record<string, unknown>) =>
      post(who, `/jobs/${job}/notify-chat-started`, {
        toUserId: freelancer.userId,
        chatLink,
        ...body,
      });
    expectError(await notify(customer, jobId, { toUserId: agency.userId }), 422, 'UNPROCESSABLE', [
      'body.toUserId',
    ]);
    expectError(
      await notify(customer, jobId, { toUserId: customer.userId }),
      422,
      'UNPROCESSABLE',
      ['body.toUserId'],
    );
    expectError(
      await notify(customer, jobId, { chatLink: '/customer/meet?room=no-such-room' }),
      404,
      'CALL_NOT_FOUND',
      ['body.chatLink'],
    );
    expectError(
      await notify(customer, jobId, { chatLink: 'https://evil.test/meet' }),
      400,
      'VALIDATION_FAILED',
      ['body.chatLink'],
    );
    const otherJob = await postJob(api, customer.userId);
    expectError(await notify(customer, otherJob, {}), 422, 'UNPROCESSABLE', ['body.chatLink']);
    expectError(await notify(orgCustomer, jobId, {}), 404, 'JOB_NOT_FOUND', ['params.jobId']);
    expectError(await notify(acmeCustomer, jobId, {}), 404, 'JOB_NOT_FOUND', ['params.jobId']);
  });
});

describe('joining the signalling room with a token', () => {
  it('lets the invited in with their own token only, and keeps others out', async () => {
    const channelId = await channelOf(customer, freelancer);
    const grant = grantOf(await startAbout(customer, `channel:${channelId}`), 201);
    const theirs = grantOf(
      await post(freelancer, '/settings/video-token', { roomName: grant.roomName }),
    );
    const sockets = await Promise.all(
      [customer, freelancer, orgCustomer, acmeFreelancer].map((who) => connectLiveAs(api, who)),
    );
    const [c, f, stranger, otherTenant] = sockets as [
      (typeof sockets)[number],
      (typeof sockets)[number],
      (typeof sockets)[number],
      (typeof sockets)[number],
    ];
    const join = (who: typeof c, token: string) =>
      who.socket.timeout(5000).emitWithAck(CALL_CLIENT_EVENTS.join, {
        token,
        state: { audio: true, video: true, screen: false },
      }) as Promise<CallJoinAck>;
    try {
      const first = await join(c, grant.token);
      expect(first).toMatchObject({ ok: true, roomName: grant.roomName, peers: [] });
      const second = await join(f, theirs.token);
      expect(second).toMatchObject({
        ok: true,
        peers: [{ userId: customer.userId, name: customer.name }],
      });
      expect(await c.next(CALL_SERVER_EVENTS.peerJoined)).toMatchObject({
        peer: { userId: freelancer.userId, name: freelancer.name },
      });
      // Someone else's token, in the same tenant or another one, does not let anyone in.
      expect(await join(stranger, theirs.token)).toMatchObject({
        ok: false,
        code: CALL_ERROR_CODES.forbidden,
      });
      expect(await join(otherTenant, theirs.token)).toMatchObject({
        ok: false,
        code: CALL_ERROR_CODES.forbidden,
      });
      const [head, payload, signature] = theirs.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...claims, u: orgCustomer.userId })).toString(
        'base64url',
      );
      expect(await join(stranger, `${head}.${forged}.${signature}`)).toMatchObject({
        ok: false,
        code: CALL_ERROR_CODES.tokenInvalid,
      });
    } finally {
      for (const socket of sockets) socket.socket.close();
    }
  });
});
