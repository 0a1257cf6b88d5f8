import { ROLES, SOCKET_EVENTS } from '@mp/contracts';
import { readUnreadCount, shouldFetchUnread, toastDuration } from './rules';
import { toastForEvent } from './toast-content';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('toastDuration', () => {
  it('is 4 s by default and 30 s for video calls and mass close', () => {
    expect(toastDuration('default')).toBe(4000);
    expect(toastDuration('videoCall')).toBe(30000);
    expect(toastDuration('massClose')).toBe(30000);
  });

  it('uses the toast switch duration when it is on', () => {
    expect(toastDuration('default', 9000)).toBe(9000);
    expect(toastDuration('videoCall', 0)).toBe(30000);
  });
});

describe('unread counter', () => {
  it('is fetched with internal messaging, or for customers with the dashboard redesign', () => {
    const base = { internalMessaging: false, dashboardRedesign: false, awaitingApproval: false };
    expect(shouldFetchUnread({ ...base, role: ROLES.freelancer })).toBe(false);
    expect(shouldFetchUnread({ ...base, role: ROLES.freelancer, internalMessaging: true })).toBe(
      true,
    );
    expect(shouldFetchUnread({ ...base, role: ROLES.customer, dashboardRedesign: true })).toBe(
      true,
    );
    expect(shouldFetchUnread({ ...base, role: ROLES.freelancer, dashboardRedesign: true })).toBe(
      false,
    );
  });

  it('is never fetched for a customer awaiting approval where the tenant holds them back', () => {
    expect(
      shouldFetchUnread({
        role: ROLES.customer,
        internalMessaging: true,
        dashboardRedesign: true,
        awaitingApproval: true,
      }),
    ).toBe(false);
  });

  it('reads hits.total.value and treats anything else as 0', () => {
    expect(readUnreadCount({ hits: { total: { value: 5 } } })).toBe(5);
    expect(readUnreadCount({ hits: { total: 3 } })).toBe(3);
    expect(readUnreadCount(null)).toBe(0);
    expect(readUnreadCount({ hits: { total: { value: -1 } } })).toBe(0);
  });
});

describe('toastForEvent', () => {
  const ctx = { role: ROLES.customer, t, language: 'en', cvAutoRefresh: false };

  it('links a new message to the inbox channel of the user’s area', () => {
    const toast = toastForEvent(
      SOCKET_EVENTS.channelMessageReceived,
      { channelId: 'c 1', senderName: 'Bob', message: 'hi' },
      ctx,
    );
    expect(toast).toMatchObject({
      type: 'info',
      link: { to: '/customer/inbox/c%201', label: 'review' },
      durationMs: 4000,
    });
  });

  it('reminds of a meeting for 30 s with a link to the meetings; other notifications stay quiet', () => {
    const notification = {
      id: 'n1',
      kind: 'MEETING_REMINDER',
      payload: { startsAt: '2026-12-01T09:00:00.000Z', otherPartyName: 'Ann' },
      createdBy: 'u2',
      actor: null,
      readAt: null,
      createdAt: '2026-12-01T08:45:00.000Z',
    };
    const toast = toastForEvent(SOCKET_EVENTS.notificationCreated, { notification }, ctx);
    expect(toast).toMatchObject({
      type: 'info',
      link: { to: '/customer/meet', label: 'openMeetings' },
      durationMs: 30000,
    });
    expect(toast?.message).toMatch(
      /^meetingReminder \{"other":"Ann","time":"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M"\}$/,
    );
    expect(
      toastForEvent(
        SOCKET_EVENTS.notificationCreated,
        { notification: { ...notification, kind: 'JOB_INVITATION' } },
        ctx,
      ),
    ).toBeNull();
  });

  it('keeps a video call for 30 s with a join link', () => {
    const toast = toastForEvent(
      SOCKET_EVENTS.videoChatStarted,
      { sender_name: 'Ann', roomName: 'r1' },
      { ...ctx, role: ROLES.freelancer },
    );
    expect(toast).toMatchObject({
      message: 'videoCall {"sender_name":"Ann"}',
      link: { to: '/freelancer/meet?room=r1', label: 'joinCall' },
      durationMs: 30000,
    });
  });

  it('lists the jobs a mass close skipped under the heading', () => {
    const toast = toastForEvent(
      SOCKET_EVENTS.massCloseJobsFinished,
      { jobsProcessedCount: 3, jobsNotClosed: [{ jobId: 'j1', title: 'Logo' }] },
      ctx,
    );
    expect(toast).toMatchObject({
      type: 'warning',
      message: 'massClose {"jobsProcessedCount":3}',
      details: ['notClosed', 'Logo'],
      durationMs: 30000,
    });
  });

  it('reloads 3 s after a CV parse success only when auto-refresh is set', () => {
    const payload = { userId: 'u1' };
    expect(toastForEvent(SOCKET_EVENTS.userCvParserSucceeded, payload, ctx)?.reloadAfterMs).toBe(
      undefined,
    );
    expect(
      toastForEvent(SOCKET_EVENTS.userCvParserSucceeded, payload, { ...ctx, cvAutoRefresh: true })
        ?.reloadAfterMs,
    ).toBe(3000);
    expect(toastForEvent(SOCKET_EVENTS.userCvParserFailed, payload, ctx)).toMatchObject({
      type: 'error',
      message: 'cvFailed',
    });
  });
});
