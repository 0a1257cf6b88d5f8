import {
  CALL_LIMITS,
  isCallClientEventName,
  parseCallServerMessage,
  parseCallSignalData,
} from './calls';
import { callLink, parseRoomTopic, ZVideoTokenBody } from './api/video';

describe('call signal data', () => {
  it('keeps exactly one of description, candidate or restart, field by field', () => {
    expect(parseCallSignalData({ description: { type: 'answer', sdp: 'v=0', extra: 1 } })).toEqual({
      description: { type: 'answer', sdp: 'v=0' },
    });
    expect(
      parseCallSignalData({
        candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0, foo: 'bar' },
      }),
    ).toEqual({ candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 } });
    expect(parseCallSignalData({ restart: true })).toEqual({ restart: true });
  });

  it.each([
    ['nothing', {}],
    ['two kinds at once', { restart: true, description: { type: 'offer', sdp: 'v=0' } }],
    ['a rollback', { description: { type: 'rollback', sdp: 'v=0' } }],
    ['an empty SDP', { description: { type: 'offer', sdp: '' } }],
    [
      'a huge SDP',
      { description: { type: 'offer', sdp: 'x'.repeat(CALL_LIMITS.maxSdpLength + 1) } },
    ],
    ['a negative m-line', { candidate: { candidate: 'c', sdpMid: null, sdpMLineIndex: -1 } }],
    ['restart false', { restart: false }],
  ])('refuses %s', (_case, data) => {
    expect(parseCallSignalData(data)).toBeNull();
  });
});

describe('server call messages', () => {
  it('accepts well-formed ones and drops the rest', () => {
    const state = { audio: true, video: false, screen: false };
    expect(
      parseCallServerMessage('call:peer-joined', {
        roomName: 'r1',
        peer: { peerId: 'p1', userId: 'u1', name: 'Ann', state },
      }),
    ).not.toBeNull();
    expect(parseCallServerMessage('call:peer-left', { roomName: 'r1', peerId: 'p1' })).toEqual({
      type: 'call:peer-left',
      payload: { roomName: 'r1', peerId: 'p1' },
    });
    expect(parseCallServerMessage('call:peer-left', { roomName: 'r:1', peerId: 'p1' })).toBeNull();
    expect(
      parseCallServerMessage('call:signal', { roomName: 'r1', from: 'p1', data: {} }),
    ).toBeNull();
    expect(parseCallServerMessage('call:ended', { roomName: 'r1', reason: 'other' })).toBeNull();
    expect(parseCallServerMessage('VIDEO_CHAT_STARTED', { roomName: 'r1' })).toBeNull();
    expect(isCallClientEventName('call:join')).toBe(true);
    expect(isCallClientEventName('channel:join')).toBe(false);
  });
});

describe('rooms', () => {
  it('reads topics and builds call links per area', () => {
    expect(parseRoomTopic('channel:c-1')).toEqual({ kind: 'channel', id: 'c-1' });
    expect(parseRoomTopic('job:demo-job')).toEqual({ kind: 'job', id: 'demo-job' });
    expect(parseRoomTopic('user:u1')).toBeNull();
    expect(callLink('freelancer', 'room-1')).toBe('/freelancer/meet?room=room-1');
  });

  it('takes a token request in one of its two shapes, naming the field otherwise', () => {
    expect(ZVideoTokenBody.safeParse({ userName: ' Ann ', participantId: 'u2' }).data).toEqual({
      userName: 'Ann',
      participantId: 'u2',
    });
    expect(ZVideoTokenBody.safeParse({ roomName: 'r1', attachParticipants: [] }).success).toBe(
      true,
    );
    const paths = (body: unknown) =>
      ZVideoTokenBody.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({})).toEqual(['userName']);
    expect(paths({ attachParticipants: ['u2'] })).toEqual(['roomName']);
    expect(paths({ userName: 'Ann', roomName: 'r1' })).toEqual(['roomName']);
    expect(paths({ roomName: 'r1', attachParticipants: ['a', 'b', 'c', 'd'] })).toEqual([
      'attachParticipants',
    ]);
  });
});
