/** Messaging: channels, messages, read state, the message index and live delivery. */
import {
  SEEDED_DEMO_JOB_ID,
  SOCKET_EVENTS,
  type ChannelListResponse,
  type ChannelView,
  type CreateChannelResponse,
  type SearchResponse,
  type SeededAccount,
  type SentMessage,
} from '@mp/contracts';
import { isChannelParty } from '../src/domains/messaging/store';
import { accounts, call, connectLiveAs, setUpTestApi, snapshotTenant } from './harness';

const { customer, orgCustomer, freelancer, agencyFreelancer, admin, acmeCustomer } = accounts;

const api = setUpTestApi();

type ErrorBody = { code: string; fields: { path: string }[] };

async function openChannel(
  user: string,
  body: Record<string, unknown>,
  status = 200,
): Promise<CreateChannelResponse> {
  const response = await call(api, { method: 'POST', url: '/channel', user, body });
  expect(response.statusCode).toBe(status);
  return response.json<CreateChannelResponse>();
}

async function post(user: string, channelId: string, message: string): Promise<SentMessage> {
  const response = await call(api, {
    method: 'POST',
    url: `/channel/${channelId}/messages`,
    user,
    body: { message },
  });
  expect(response.statusCode).toBe(201);
  return response.json<SentMessage>();
}

async function list(user: string): Promise<ChannelListResponse> {
  const response = await call(api, { method: 'GET', url: '/channel/list', user });
  expect(response.statusCode).toBe(200);
  return response.json<ChannelListResponse>();
}

async function countUnread(user: string): Promise<number> {
  const response = await call(api, {
    method: 'POST',
    url: '/apis/v2/auth/es?countUnread=1',
    user,
    body: { index: 'message', size: 0, query: { match_all: {} } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>().hits.total.value;
}

function fieldsOf(response: { json: <T>() => T }): string[] {
  return response.json<ErrorBody>().fields.map((f) => f.path);
}

const pair = { customerId: customer.userId, freelancerId: freelancer.userId };

describe('channels', () => {
  it('finds or creates one channel per pair and job, from either side', async () => {
    const first = await openChannel(customer.userId, { ...pair, jobId: SEEDED_DEMO_JOB_ID });
    expect(first.created).toBe(true);
    expect(first.channel).toMatchObject({
      jobId: SEEDED_DEMO_JOB_ID,
      jobTitle: 'Booking website for a yoga studio',
      otherParty: { userId: freelancer.userId, name: freelancer.name },
      unreadCount: 0,
      lastMessage: null,
    });
    const again = await openChannel(freelancer.userId, { ...pair, jobId: SEEDED_DEMO_JOB_ID });
    expect(again).toMatchObject({
      created: false,
      channel: { channelId: first.channel.channelId },
    });
    expect(again.channel.otherParty.userId).toBe(customer.userId);
    const noJob = await openChannel(customer.userId, pair);
    expect(noJob.channel.channelId).not.toBe(first.channel.channelId);
    // Opened but empty: listed for its opener only.
    const freelancerChannels = (await list(freelancer.userId)).channels.map((c) => c.channelId);
    expect(freelancerChannels).not.toContain(noJob.channel.channelId);
    const customerChannels = (await list(customer.userId)).channels.map((c) => c.channelId);
    expect(customerChannels).toContain(noJob.channel.channelId);
  });

  it('refuses pairs the caller is not in, wrong roles, unknown users and foreign jobs', async () => {
    const notMe = await call(api, {
      method: 'POST',
      url: '/channel',
      user: orgCustomer.userId,
      body: pair,
    });
    expect(notMe.statusCode).toBe(403);
    expect(fieldsOf(notMe)).toEqual(['body.customerId']);
    const wrongRole = await call(api, {
      method: 'POST',
      url: '/channel',
      user: customer.userId,
      body: { customerId: customer.userId, freelancerId: orgCustomer.userId },
    });
    expect(wrongRole.statusCode).toBe(422);
    expect(fieldsOf(wrongRole)).toEqual(['body.freelancerId']);
    const otherTenant = await call(api, {
      method: 'POST',
      url: '/channel',
      user: customer.userId,
      body: { customerId: customer.userId, freelancerId: accounts.acmeFreelancer.userId },
    });
    expect(otherTenant.statusCode).toBe(404);
    expect(fieldsOf(otherTenant)).toEqual(['body.freelancerId']);
    const foreignJob = await call(api, {
      method: 'POST',
      url: '/channel',
      user: orgCustomer.userId,
      body: {
        customerId: orgCustomer.userId,
        freelancerId: freelancer.userId,
        jobId: SEEDED_DEMO_JOB_ID,
      },
    });
    expect(foreignJob.statusCode).toBe(422);
    expect(fieldsOf(foreignJob)).toEqual(['body.jobId']);
    const adminCall = await call(api, { method: 'GET', url: '/channel/list', user: admin.userId });
    expect(adminCall.statusCode).toBe(403);
  });
});

describe('messages and read state', () => {
  it('counts unread messages up when posted and down when the recipient reads them', async () => {
    const { channel } = await openChannel(customer.userId, { ...pair, jobId: SEEDED_DEMO_JOB_ID });
    const before = await countUnread(freelancer.userId);
    const customerBefore = await countUnread(customer.userId);
    const sent = await post(customer.userId, channel.channelId, '  Hello Fran!  ');
    expect(sent.message).toMatchObject({ message: 'Hello Fran!', senderId: customer.userId });
    await post(customer.userId, channel.channelId, 'Are you free next week?');

    const inbox = await list(freelancer.userId);
    const listed = inbox.channels.find((c) => c.channelId === channel.channelId);
    expect(listed).toMatchObject({
      unreadCount: 2,
      lastMessage: { message: 'Are you free next week?' },
      otherParty: { userId: customer.userId, name: customer.name },
    });
    expect(inbox.channels[0]?.channelId).toBe(channel.channelId);
    expect(await countUnread(freelancer.userId)).toBe(before + 2);
    expect(await countUnread(customer.userId)).toBe(customerBefore);

    const read = await call(api, {
      method: 'GET',
      url: `/channel/${channel.channelId}`,
      user: freelancer.userId,
    });
    expect(read.statusCode).toBe(200);
    const view = read.json<ChannelView>();
    expect(view.messages.slice(-2).map((m) => m.message)).toEqual([
      'Hello Fran!',
      'Are you free next week?',
    ]);
    expect(await countUnread(freelancer.userId)).toBe(before);
    const after = (await list(freelancer.userId)).channels.find(
      (c) => c.channelId === channel.channelId,
    );
    expect(after?.unreadCount).toBe(0);

    await post(freelancer.userId, channel.channelId, 'Yes, Tuesday works');
    expect(await countUnread(customer.userId)).toBe(customerBefore + 1);
    // Reading your own conversation does not mark the other party's messages read.
    await call(api, {
      method: 'GET',
      url: `/channel/${channel.channelId}`,
      user: freelancer.userId,
    });
    expect(await countUnread(customer.userId)).toBe(customerBefore + 1);
  });

  it('pages older messages with lastEvaluatedKey', async () => {
    const { channel } = await openChannel(customer.userId, {
      customerId: customer.userId,
      freelancerId: agencyFreelancer.userId,
    });
    await api.db.query(
      `INSERT INTO messages (tenant_id, id, channel_id, sender_id, recipient_id, message, created_at)
       SELECT 'demo', 'paged-' || n, $1, $2, $3, 'Message ' || n, now() - (60 - n) * interval '1 second'
         FROM generate_series(1, 55) n`,
      [channel.channelId, customer.userId, agencyFreelancer.userId],
    );
    const first = await call(api, {
      method: 'GET',
      url: `/channel/${channel.channelId}`,
      user: agencyFreelancer.userId,
    });
    const page = first.json<ChannelView>();
    expect(page.messages).toHaveLength(50);
    expect(page.messages[49]?.message).toBe('Message 55');
    expect(page.channel.unreadCount).toBe(55);
    const older = await call(api, {
      method: 'GET',
      url: `/channel/${channel.channelId}?from=${page.lastEvaluatedKey ?? ''}`,
      user: agencyFreelancer.userId,
    });
    const rest = older.json<ChannelView>();
    expect(rest.messages.map((m) => m.message)).toEqual([1, 2, 3, 4, 5].map((n) => `Message ${n}`));
    expect(rest.lastEvaluatedKey).toBeUndefined();
    expect(await countUnread(agencyFreelancer.userId)).toBe(0);
  });

  it('POST /message finds or creates the channel and reaches the other party live', async () => {
    const socket = await connectLiveAs(api, freelancer);
    try {
      const response = await call(api, {
        method: 'POST',
        url: '/message',
        user: customer.userId,
        body: {
          freelancerId: freelancer.userId,
          jobId: SEEDED_DEMO_JOB_ID,
          messageContent: 'Ping',
        },
      });
      expect(response.statusCode).toBe(201);
      const sent = response.json<SentMessage>();
      const payload = await socket.next(SOCKET_EVENTS.channelMessageReceived, 10_000);
      expect(payload).toEqual({
        channelId: sent.channelId,
        senderName: customer.name,
        message: 'Ping',
      });
      // The freelancer answers about the job without naming the customer.
      const reply = await call(api, {
        method: 'POST',
        url: '/message',
        user: freelancer.userId,
        body: { jobId: SEEDED_DEMO_JOB_ID, messageContent: 'Pong' },
      });
      expect(reply.statusCode).toBe(201);
      expect(reply.json<SentMessage>().channelId).toBe(sent.channelId);
    } finally {
      socket.socket.close();
    }
  });
});

describe('live channel rooms', () => {
  it("lets the channel's parties join its live room and refuses anyone else", async () => {
    const { channel } = await openChannel(customer.userId, { ...pair, jobId: SEEDED_DEMO_JOB_ID });
    const join = async (user: SeededAccount) => {
      const client = await connectLiveAs(api, user);
      try {
        return (await client.socket
          .timeout(5000)
          .emitWithAck('channel:join', { channelId: channel.channelId })) as { ok: boolean };
      } finally {
        client.socket.close();
      }
    };
    expect(await join(customer)).toMatchObject({ ok: true });
    expect(await join(freelancer)).toMatchObject({ ok: true });
    expect(await join(orgCustomer)).toMatchObject({ ok: false, code: 'CHANNEL_FORBIDDEN' });
  });
});

describe('privacy and bad input', () => {
  it('hides a channel from third users and other tenants, in routes and in search', async () => {
    const { channel } = await openChannel(customer.userId, { ...pair, jobId: SEEDED_DEMO_JOB_ID });
    await post(customer.userId, channel.channelId, 'Private words zebracorn');
    const acmeBefore = await snapshotTenant(api.db, 'acme');
    for (const user of [orgCustomer.userId, agencyFreelancer.userId]) {
      const read = await call(api, { method: 'GET', url: `/channel/${channel.channelId}`, user });
      expect(read.statusCode).toBe(404);
      expect(read.json<ErrorBody>().code).toBe('CHANNEL_NOT_FOUND');
      const write = await call(api, {
        method: 'POST',
        url: `/channel/${channel.channelId}/messages`,
        user,
        body: { message: 'Let me in' },
      });
      expect(write.statusCode).toBe(404);
      expect(fieldsOf(write)).toEqual(['params.channelId']);
      const viaMessage = await call(api, {
        method: 'POST',
        url: '/message',
        user,
        body: { channelId: channel.channelId, messageContent: 'Let me in' },
      });
      expect(viaMessage.statusCode).toBe(404);
      expect(fieldsOf(viaMessage)).toEqual(['body.channelId']);
    }
    const foreign = await call(api, {
      method: 'GET',
      url: `/channel/${channel.channelId}`,
      user: acmeCustomer.userId,
      tenant: 'acme',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await snapshotTenant(api.db, 'acme')).toEqual(acmeBefore);
    expect(await isChannelParty(api.db, 'demo', channel.channelId, freelancer.userId)).toBe(true);
    expect(await isChannelParty(api.db, 'demo', channel.channelId, orgCustomer.userId)).toBe(false);
    expect(await isChannelParty(api.db, 'acme', channel.channelId, customer.userId)).toBe(false);

    const search = (user: string, tenant = 'demo') =>
      call(api, {
        method: 'POST',
        url: '/apis/v2/auth/es',
        user,
        tenant,
        body: { index: 'message', query: { match: { message: 'zebracorn' } } },
      });
    const own = await search(freelancer.userId);
    expect(own.json<SearchResponse>().hits.hits.map((h) => h._source.message)).toEqual([
      'Private words zebracorn',
    ]);
    expect((await search(orgCustomer.userId)).json<SearchResponse>().hits.total.value).toBe(0);
    expect(
      (await search(acmeCustomer.userId, 'acme')).json<SearchResponse>().hits.total.value,
    ).toBe(0);
    const publicSearch = await call(api, {
      method: 'POST',
      url: '/apis/v2/es',
      body: { index: 'message', query: { match_all: {} } },
    });
    expect(publicSearch.statusCode).toBe(403);
  });

  it('answers 400 naming the field for empty, long or malformed input', async () => {
    const { channel } = await openChannel(customer.userId, { ...pair, jobId: SEEDED_DEMO_JOB_ID });
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', `/channel/${channel.channelId}/messages`, { message: '   ' }, 'body.message'],
      [
        'POST',
        `/channel/${channel.channelId}/messages`,
        { message: 'x'.repeat(5001) },
        'body.message',
      ],
      ['POST', '/message', { freelancerId: freelancer.userId }, 'body.messageContent'],
      ['POST', '/channel', { customerId: customer.userId }, 'body.freelancerId'],
      ['GET', `/channel/${channel.channelId}?from=garbage`, undefined, 'query.from'],
      ['GET', '/channel/not%20an%20id', undefined, 'params.channelId'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await call(api, {
        method: method as 'GET' | 'POST',
        url,
        user: customer.userId,
        ...(body === undefined ? {} : { body }),
      });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(fieldsOf(response)).toContain(field);
    }
    // Well-formed but naming nobody to write to: which field is missing depends on the role.
    const nobody = await call(api, {
      method: 'POST',
      url: '/message',
      user: customer.userId,
      body: { messageContent: 'Hi' },
    });
    expect(nobody.statusCode).toBe(422);
    expect(fieldsOf(nobody)).toEqual(['body.freelancerId']);
  });
});
