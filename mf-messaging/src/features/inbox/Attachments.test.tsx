import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_INFO_WARNING, type Message } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aFreelancerUser, apiError, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { MessagingApp } from '../../exposed/App';
import { channel, message } from '../../testing/fixtures';

beforeAll(() => import('./InboxScreen'));

const FREELANCER = aFreelancerUser();

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

async function renderConversation(routes: Record<string, StubHandler>, messages: Message[] = []) {
  const stub = apiStub({
    'GET /channel/list': () => ok({ channels: [channel()], unreadCount: 0 }),
    'GET /channel/ch-1': () => ok({ channel: channel(), messages }),
    ...routes,
  });
  render(
    <RemoteStage
      App={MessagingApp}
      i18n={await createStageI18n('en', MessagingApp)}
      path="/freelancer/inbox/ch-1"
      user={FREELANCER}
      http={stub.http}
    />,
  );
  await screen.findByRole('log', { name: 'Messages with Cora Customer' });
  return stub;
}

/** The API's answer to a post: the message as stored, its files described from the uploads. */
function echo(uploads: Map<string, { contentType: string; size: number }>): StubHandler {
  return ({ body }) => {
    const sent = body as { message: string; attachments?: { key: string; name?: string }[] };
    return {
      status: 201,
      body: {
        channelId: 'ch-1',
        message: message({
          senderId: FREELANCER.id,
          message: sent.message,
          attachments: (sent.attachments ?? []).map((ref) => ({
            key: ref.key,
            name: ref.name ?? ref.key,
            contentType: uploads.get(ref.key)?.contentType ?? 'application/octet-stream',
            size: uploads.get(ref.key)?.size ?? 0,
          })),
        }),
      },
    };
  };
}

it('uploads files under the conversation, sends them without text and previews the image', async () => {
  const uploads = new Map<string, { contentType: string; size: number }>();
  const stub = await renderConversation({
    'POST /apis/auth/s3': ({ body }) => {
      const form = body as { key: string; contentType: string; filesize: string };
      uploads.set(form.key, { contentType: form.contentType, size: Number(form.filesize) });
      return { status: 201, body: { key: form.key, path: btoa(form.key) } };
    },
    'POST /channel/ch-1/messages': echo(uploads),
    'GET /apis/auth/s3': () => ({ status: 200, raw: 'png-bytes' }),
  });
  const png = new File(['png-bytes'], 'floor plan.png', { type: 'image/png' });
  const pdf = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText('Attach files'), [png, pdf]);

  const picked = await screen.findByRole('list', { name: 'Files to send' });
  await waitFor(() => expect(within(picked).getAllByText('Ready')).toHaveLength(2));
  const [first] = stub.callsTo('POST /apis/auth/s3');
  expect(first?.signed).toBe(true);
  expect((first?.body as { key: string }).key).toMatch(/^messages\/ch-1\/[^/]+\/floor plan\.png$/);

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(stub.callsTo('POST /channel/ch-1/messages')).toHaveLength(1));
  const sent = stub.callsTo('POST /channel/ch-1/messages')[0]?.body as {
    message: string;
    attachments: { key: string; name: string }[];
  };
  expect(sent.message).toBe('');
  expect(sent.attachments.map((file) => file.name)).toEqual(['floor plan.png', 'brief.pdf']);

  const log = screen.getByRole('log');
  expect(await within(log).findByRole('img', { name: 'floor plan.png' })).toHaveAttribute(
    'src',
    'blob:preview',
  );
  expect(within(log).getByRole('button', { name: 'Download brief.pdf' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
});

it('refuses a forbidden type or an oversized file with a clear error, without uploading', async () => {
  const stub = await renderConversation({});
  const user = userEvent.setup({ applyAccept: false });
  const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
  const huge = new File(['x'], 'video.png', { type: 'image/png' });
  Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
  await user.upload(screen.getByLabelText('Attach files'), [exe, huge]);

  const picked = await screen.findByRole('list', { name: 'Files to send' });
  const alerts = within(picked).getAllByRole('alert');
  expect(alerts[0]).toHaveTextContent('setup.exe: this type of file cannot be sent.');
  expect(alerts[1]).toHaveTextContent('video.png is larger than 10 MB.');
  expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(0);
  await user.click(within(picked).getByRole('button', { name: 'Remove setup.exe' }));
  expect(within(picked).queryByText(/setup\.exe/)).toBeNull();
});

it('warns about contact details and sends anyway only when asked', async () => {
  let calls = 0;
  const stub = await renderConversation({
    'POST /channel/ch-1/messages': ({ body }) => {
      calls += 1;
      const sent = body as { message: string; contactWarningAcknowledged?: boolean };
      if (sent.contactWarningAcknowledged !== true)
        return apiError(
          422,
          CONTACT_INFO_WARNING,
          [{ path: 'body.message', message: 'Contains an e-mail address' }],
          'CONTACT_INFO_DETECTED',
        );
      return ok({ channelId: 'ch-1', message: message({ senderId: FREELANCER.id, ...sent }) });
    },
  });
  const box = screen.getByLabelText('Message to Cora Customer');
  await userEvent.type(box, 'Mail me at jo@example.com{Enter}');

  const warning = await screen.findByText(CONTACT_INFO_WARNING);
  const alert = warning.closest('[role]') as HTMLElement;
  expect(alert).toHaveTextContent('Contains an e-mail address');
  expect(box).toHaveValue('Mail me at jo@example.com');
  await userEvent.click(within(alert).getByRole('button', { name: 'Send anyway' }));

  await waitFor(() => expect(calls).toBe(2));
  expect(stub.callsTo('POST /channel/ch-1/messages')[1]?.body).toEqual({
    message: 'Mail me at jo@example.com',
    contactWarningAcknowledged: true,
  });
  await waitFor(() => expect(box).toHaveValue(''));
  expect(screen.queryByText(CONTACT_INFO_WARNING)).toBeNull();
});

it('marks a message whose contact details were hidden', async () => {
  await renderConversation({}, [message({ message: 'Call me on •••', contactMasked: true })]);
  expect(
    screen.getByText('Contact details in this message are hidden until you have a contract.'),
  ).toBeInTheDocument();
});
