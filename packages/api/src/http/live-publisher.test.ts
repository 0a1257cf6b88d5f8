import { SOCKET_EVENTS, type LiveEvent } from '@mp/contracts';
import { createLivePublisher } from './live-publisher';

const event: LiveEvent = {
  tenantId: 'demo',
  to: { userId: 'u1' },
  type: SOCKET_EVENTS.massCloseJobsFinished,
  payload: { jobsProcessedCount: 2, jobsNotClosed: [] },
};

describe('createLivePublisher', () => {
  it('only logs while no live server is attached, then delivers, and logs again once detached', () => {
    const logged: unknown[] = [];
    const publisher = createLivePublisher({ info: (details) => logged.push(details) });
    expect(() => publisher.publish(event)).not.toThrow();
    expect(logged).toEqual([
      { liveEvent: 'MASS_CLOSE_JOBS_FINISHED', tenantId: 'demo', to: { userId: 'u1' } },
    ]);
    const delivered: LiveEvent[] = [];
    publisher.attach((e) => delivered.push(e as LiveEvent));
    publisher.publish(event);
    expect(delivered).toEqual([event]);
    publisher.attach(null);
    publisher.publish(event);
    expect(delivered).toHaveLength(1);
    expect(logged).toHaveLength(2);
  });
});
