import { createEventBus, emitSocketMessage, isSocketEventName, parseSocketMessage } from './index';

describe('socket messages', () => {
  it('recognises the live event names and nothing else', () => {
    expect(isSocketEventName('USER_CV_PARSER_SUCCEDED')).toBe(true);
    expect(isSocketEventName('BOOKING_CREATED')).toBe(true);
    expect(isSocketEventName('USER_CV_PARSER_SUCCEEDED')).toBe(false);
    expect(isSocketEventName('toast:show')).toBe(false);
    expect(isSocketEventName(42)).toBe(false);
  });

  it('emits a valid message on the bus under its type', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.on('VIDEO_CHAT_STARTED', handler);
    const payload = { sender_name: 'Ada', roomName: 'room-1', link: '/freelancer/meet?room=1' };

    expect(emitSocketMessage(bus, { type: 'VIDEO_CHAT_STARTED', payload })).toBe(true);
    expect(handler).toHaveBeenCalledWith(payload);
  });

  it.each([
    ['not an object', 'CHANNEL_MESSAGE_RECEIVED'],
    ['unknown type', { type: 'SOMETHING_ELSE', payload: {} }],
    ['payload missing', { type: 'BOOKING_CREATED' }],
    [
      'message field missing',
      { type: 'CHANNEL_MESSAGE_RECEIVED', payload: { channelId: 'c', senderName: 'A' } },
    ],
    [
      'malformed job list',
      {
        type: 'MASS_CLOSE_JOBS_FINISHED',
        payload: { jobsProcessedCount: 1, jobsNotClosed: [{ jobId: 1 }] },
      },
    ],
    [
      'notification without its kind',
      {
        type: 'NOTIFICATION_CREATED',
        payload: { notification: { id: 'n1', payload: {}, createdAt: '2026-01-01T00:00:00Z' } },
      },
    ],
    [
      'notification actor without a name',
      {
        type: 'NOTIFICATION_CREATED',
        payload: {
          notification: {
            id: 'n1',
            kind: 'JOB_INVITATION',
            payload: {},
            createdBy: 'u1',
            actor: { userId: 'u1', profilePicture: null },
            readAt: null,
            createdAt: '2026-01-01T00:00:00Z',
          },
        },
      },
    ],
    [
      'wrong link type',
      { type: 'VIDEO_CHAT_STARTED', payload: { sender_name: 'A', roomName: 'r', link: 5 } },
    ],
  ])('drops a malformed message (%s) without emitting', (_case, raw) => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.on('*', handler);
    expect(parseSocketMessage(raw)).toBeNull();
    expect(emitSocketMessage(bus, raw)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts every live event with a well-formed payload', () => {
    const messages = [
      {
        type: 'CHANNEL_MESSAGE_RECEIVED',
        payload: { channelId: 'c1', senderName: 'A', message: 'Hi' },
      },
      { type: 'VIDEO_CHAT_STARTED', payload: { sender_name: 'A', roomName: 'r1' } },
      { type: 'MASS_CLOSE_JOBS_FINISHED', payload: { jobsProcessedCount: 0, jobsNotClosed: [] } },
      { type: 'USER_CV_PARSER_SUCCEDED', payload: { userId: 'u1' } },
      { type: 'USER_CV_PARSER_FAILED', payload: { userId: 'u1', reason: 'unreadable' } },
      { type: 'BOOKING_CREATED', payload: { bookingId: 'b1', productId: 'p1' } },
      {
        type: 'NOTIFICATION_CREATED',
        payload: {
          notification: {
            id: 'n1',
            kind: 'JOB_INVITATION',
            payload: { jobId: 'j1' },
            createdBy: 'u1',
            actor: { userId: 'u1', name: 'Casey', profilePicture: null },
            readAt: null,
            createdAt: '2026-01-01T00:00:00Z',
          },
        },
      },
    ];
    for (const message of messages) expect(parseSocketMessage(message)).toEqual(message);
  });
});
