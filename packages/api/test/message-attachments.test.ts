/** Attachments in messages: uploaded under the conversation's key, sent, read by its parties only. */
import {
  API_ERROR_CODES,
  type ChannelView,
  type CreateChannelResponse,
  type SeededAccount,
  type SentMessage,
} from '@mp/contracts';
import { accounts, call, setUpTestApi } from './harness';
import { expectStatus } from './proposals-support';

const { customer, freelancer, agencyFreelancer } = accounts;

const api = setUpTestApi();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-rest-of-a-tiny-png'),
]);

type ErrorBody = { code: string; fields: { path: string }[] };

async function openChannel(freelancerId: string): Promise<string> {
  const response = await call(api, {
    method: 'POST',
    url: '/channel',
    user: customer.userId,
    body: { freelancerId, customerId: customer.userId },
  });
  return expectStatus(response, 200).json<CreateChannelResponse>().channel.channelId;
}

function upload(who: SeededAccount, key: string, contentType: string, bytes: Buffer) {
  return call(api, {
    method: 'POST',
    url: '/apis/auth/s3',
    user: who.userId,
    body: { key, contentType, filesize: bytes.length, file: bytes.toString('base64') },
  });
}

function send(who: SeededAccount, channelId: string, body: Record<string, unknown>) {
  return call(api, {
    method: 'POST',
    url: `/channel/${channelId}/messages`,
    user: who.userId,
    body,
  });
}

function download(who: SeededAccount, key: string) {
  return call(api, {
    method: 'GET',
    url: `/apis/auth/s3?path=${encodeURIComponent(Buffer.from(key).toString('base64'))}`,
    user: who.userId,
  });
}

describe('message attachments', () => {
  it('sends files without text; the other party sees and reads them, a third user cannot', async () => {
    const channelId = await openChannel(freelancer.userId);
    const key = `messages/${channelId}/u1/plan.png`;
    expectStatus(await upload(customer, key, 'image/png', PNG), 201);
    const sent = await send(customer, channelId, {
      message: '',
      attachments: [{ key, name: 'Floor plan.png' }],
    });
    const message = expectStatus(sent, 201).json<SentMessage>().message;
    expect(message).toMatchObject({
      message: '',
      attachments: [{ key, name: 'Floor plan.png', contentType: 'image/png', size: PNG.length }],
    });
    const view = await call(api, {
      method: 'GET',
      url: `/channel/${channelId}`,
      user: freelancer.userId,
    });
    const seen = expectStatus(view, 200).json<ChannelView>();
    expect(seen.messages.at(-1)?.attachments.map((file) => file.key)).toEqual([key]);
    const read = await download(freelancer, key);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect((await download(agencyFreelancer, key)).statusCode).toBe(404);
  });

  it('refuses files that are not the sender’s upload to this conversation, naming the entry', async () => {
    const channelId = await openChannel(freelancer.userId);
    const otherChannel = await openChannel(agencyFreelancer.userId);
    const elsewhere = `messages/${otherChannel}/u2/notes.txt`;
    expectStatus(await upload(customer, elsewhere, 'text/plain', Buffer.from('notes')), 201);
    const theirs = `messages/${channelId}/u3/theirs.txt`;
    expectStatus(await upload(freelancer, theirs, 'text/plain', Buffer.from('theirs')), 201);
    for (const attachments of [
      [{ key: elsewhere }],
      [{ key: `messages/${channelId}/never-uploaded.txt` }],
      [{ key: elsewhere.replace(otherChannel, channelId) }, { key: theirs }],
    ]) {
      const refused = await send(customer, channelId, { message: 'see attached', attachments });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().fields.map((field) => field.path)).toEqual([
        'body.attachments.0.key',
      ]);
    }
    const twice = await send(customer, channelId, {
      message: 'twice',
      attachments: [{ key: theirs }, { key: theirs }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ErrorBody>().fields.map((field) => field.path)).toEqual([
      'body.attachments.1.key',
    ]);
    const empty = await send(customer, channelId, { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().fields.map((field) => field.path)).toEqual(['body.message']);
  });

  it('refuses a forbidden type and a conversation the uploader is not a party to', async () => {
    const channelId = await openChannel(freelancer.userId);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
    const refused = await upload(
      customer,
      `messages/${channelId}/u4/setup.exe`,
      'application/octet-stream',
      exe,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().code).toBe(API_ERROR_CODES.unsupportedFile);
    const intruder = await upload(
      agencyFreelancer,
      `messages/${channelId}/u5/hello.txt`,
      'text/plain',
      Buffer.from('hello'),
    );
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json<ErrorBody>()).toMatchObject({
      code: API_ERROR_CODES.channelNotFound,
      fields: [expect.objectContaining({ path: 'body.key' })],
    });
  });
});
