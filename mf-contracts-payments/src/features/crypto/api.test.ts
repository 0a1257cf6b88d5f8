import { payMilestone, type ApiClient } from '@mp/contracts';
import { payWithTransaction } from './api';
import { HASH } from './test-support';

function recordingClient() {
  const call = jest.fn<Promise<unknown>, [unknown, unknown]>(async () => ({}));
  return { api: { call } as unknown as ApiClient, call };
}

it('pays with one Idempotency-Key per milestone and transfer, so a repeat is the same payment', async () => {
  const { api, call } = recordingClient();
  await payWithTransaction(api, { jobId: 'job-1', milestoneId: 'ms-1' }, HASH);
  await payWithTransaction(api, { jobId: 'job-1', milestoneId: 'ms-1' }, HASH);
  await payWithTransaction(api, { jobId: 'job-1', milestoneId: 'ms-2' }, HASH);
  const keys = call.mock.calls.map(
    ([, input]) => (input as { idempotencyKey: string }).idempotencyKey,
  );
  expect(keys[0]).toBe(keys[1]);
  expect(keys[2]).not.toBe(keys[0]);
  // The API takes 8-255 letters, digits or ._:- (docs/payments.md#idempotency).
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,255}$/);
  expect(call.mock.calls[0]?.[0]).toBe(payMilestone);
  expect(call.mock.calls[0]?.[1]).toMatchObject({
    params: { milestoneId: 'ms-1' },
    body: { milestoneId: 'ms-1', jobID: 'job-1', transactionHash: HASH },
  });
});
