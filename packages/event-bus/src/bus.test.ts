import { SOCKET_EVENTS } from '@mp/contracts';
import { createEventBus, eventBus, type ToastShowPayload } from './index';

describe('createEventBus', () => {
  it('delivers typed payloads to every subscriber of that event only', () => {
    const bus = createEventBus();
    const toasts: ToastShowPayload[] = [];
    const unread: number[] = [];
    bus.on('toast:show', (toast) => toasts.push(toast));
    bus.on('unread:changed', ({ count }) => unread.push(count));

    bus.emit('toast:show', { type: 'success', message: 'Saved', durationMs: 4000 });
    bus.emit('unread:changed', { count: 3 });

    expect(toasts).toEqual([{ type: 'success', message: 'Saved', durationMs: 4000 }]);
    expect(unread).toEqual([3]);
  });

  it('subscribe returns an unsubscribe function', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const unsubscribe = bus.subscribe('navigate', ({ to }) => seen.push(to));
    bus.emit('navigate', { to: '/dashboard' });
    unsubscribe();
    bus.emit('navigate', { to: '/login' });
    expect(seen).toEqual(['/dashboard']);
  });

  it('once runs for the next event only, and can be cancelled before it fires', () => {
    const bus = createEventBus();
    const locales: string[] = [];
    bus.once('locale:changed', ({ locale }) => locales.push(locale));
    const cancel = bus.once('locale:changed', () => locales.push('cancelled'));
    cancel();
    bus.emit('locale:changed', { locale: 'ua' });
    bus.emit('locale:changed', { locale: 'en' });
    expect(locales).toEqual(['ua']);
  });

  it('carries socket events under their wire names', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.on(SOCKET_EVENTS.massCloseJobsFinished, handler);
    const payload = { jobsProcessedCount: 2, jobsNotClosed: [{ jobId: 'j1', title: 'Logo' }] };
    bus.emit('MASS_CLOSE_JOBS_FINISHED', payload);
    expect(handler).toHaveBeenCalledWith(payload);
  });

  it('keeps separate buses independent', () => {
    const first = createEventBus();
    const second = createEventBus();
    const handler = jest.fn();
    first.on('session:changed', handler);
    second.emit('session:changed', { signedIn: false });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('eventBus singleton', () => {
  it('is the one bus of the page, even when the module is loaded twice', () => {
    let secondCopy: typeof eventBus | undefined;
    jest.isolateModules(() => {
      secondCopy = (jest.requireActual('./bus') as typeof import('./bus')).eventBus;
    });
    expect(secondCopy).toBe(eventBus);

    const handler = jest.fn();
    const unsubscribe = eventBus.subscribe('unread:changed', handler);
    secondCopy?.emit('unread:changed', { count: 7 });
    unsubscribe();
    expect(handler).toHaveBeenCalledWith({ count: 7 });
  });
});
