import { TENANT_LIVE_EVENTS } from '@mp/contracts';
import { followTenantPublishes, tenantChannelUrl, type TenantChannel } from './follow-publishes';

function fakeChannel() {
  const listeners = new Map<string, () => void>();
  const channel: TenantChannel & { closed: boolean } = {
    closed: false,
    on: (event, listener) => listeners.set(event, listener),
    close: () => {
      channel.closed = true;
    },
  };
  return { channel, emit: (event: string) => listeners.get(event)?.() };
}

it('joins the tenant namespace of the socket server', () => {
  expect(tenantChannelUrl('https://api.example.test/')).toBe('https://api.example.test/tenant');
});

it('tells each publish of the tenant and closes the channel when stopped', async () => {
  const { channel, emit } = fakeChannel();
  const opened: string[] = [];
  const onPublished = jest.fn();
  const stop = await followTenantPublishes('http://api.test', 'acme', onPublished, {
    open: (url, tenant) => {
      opened.push(`${url} ${tenant}`);
      return Promise.resolve(channel);
    },
  });
  expect(opened).toEqual(['http://api.test/tenant acme']);
  emit('SOMETHING_ELSE');
  expect(onPublished).not.toHaveBeenCalled();
  emit(TENANT_LIVE_EVENTS.configPublished);
  emit(TENANT_LIVE_EVENTS.configPublished);
  expect(onPublished).toHaveBeenCalledTimes(2);
  stop();
  expect(channel.closed).toBe(true);
});

it('re-reads on the first connection and after each reconnection, when a publish may have gone by unheard', async () => {
  const { channel, emit } = fakeChannel();
  const onPublished = jest.fn();
  await followTenantPublishes('http://api.test', 'acme', onPublished, {
    open: () => Promise.resolve(channel),
  });
  expect(onPublished).not.toHaveBeenCalled();
  emit('connect');
  expect(onPublished).toHaveBeenCalledTimes(1);
  emit('connect');
  expect(onPublished).toHaveBeenCalledTimes(2);
});
