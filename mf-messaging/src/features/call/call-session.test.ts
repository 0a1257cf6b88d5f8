import {
  CALL_CLIENT_EVENTS,
  CALL_ERROR_CODES,
  CALL_SERVER_EVENTS,
  type CallMediaState,
  type CallPeer,
} from '@mp/contracts';
import {
  FakePeerConnection,
  FakeSignalling,
  fakeConnection,
  fakeTrack,
  type SentRequest,
} from '../../testing/call-fakes';
import { CallSession } from './call-session';

const ROOM = 'room-1';
const ON: CallMediaState = { audio: true, video: true, screen: false };
const peer = (peerId: string, name = `Person ${peerId}`): CallPeer => ({
  peerId,
  userId: `user-${peerId}`,
  name,
  state: ON,
});

/** Lets queued promise callbacks (signalling answers, offers) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function joinAnswer(peers: CallPeer[]) {
  return (sent: SentRequest) =>
    sent.event === CALL_CLIENT_EVENTS.join
      ? { ok: true, roomName: ROOM, peerId: 'me', peers }
      : { ok: true };
}

function makeSession(options: { tokens?: (string | null)[]; retryMs?: number } = {}) {
  const signalling = new FakeSignalling();
  // Fresh tokens token-1, token-2… unless the test lists what the API gives.
  const listed = options.tokens ? [...options.tokens] : null;
  let issued = 0;
  const fetchToken = jest.fn(() =>
    Promise.resolve(listed ? (listed.shift() ?? null) : `token-${(issued += 1)}`),
  );
  let now = 1_000;
  const session = new CallSession({
    roomName: ROOM,
    signalling,
    fetchToken,
    iceServers: [{ urls: ['stun:stun.example.org'] }],
    tracks: { audio: fakeTrack('audio'), video: fakeTrack('video') },
    media: ON,
    createConnection: fakeConnection,
    retryMs: options.retryMs ?? 50,
    now: () => now,
  });
  return { session, signalling, fetchToken, advance: (ms: number) => (now += ms) };
}

beforeEach(() => {
  FakePeerConnection.made = [];
});

it('joins with its room token and offers to every peer already in the call', async () => {
  const { session, signalling } = makeSession();
  signalling.answer = joinAnswer([peer('a', 'Ann'), peer('b', 'Bo')]);
  await session.start();
  await settle();

  expect(signalling.of(CALL_CLIENT_EVENTS.join)).toEqual([{ token: 'token-1', state: ON }]);
  const snapshot = session.getSnapshot();
  expect(snapshot.phase).toBe('inCall');
  expect(snapshot.joinedAt).toBe(1_000);
  expect(snapshot.peers.map((p) => [p.name, p.connection])).toEqual([
    ['Ann', 'connecting'],
    ['Bo', 'connecting'],
  ]);
  // One connection per peer, with the ICE servers, each sending the camera and microphone.
  expect(FakePeerConnection.made).toHaveLength(2);
  const [first] = FakePeerConnection.made;
  expect(first?.config.iceServers).toEqual([{ urls: ['stun:stun.example.org'] }]);
  expect(first?.transceivers.map((t) => [t.kind, t.sender.track?.kind])).toEqual([
    ['audio', 'audio'],
    ['video', 'video'],
  ]);

  // The later peer offers: negotiation sends an offer addressed to that peer.
  first?.onnegotiationneeded?.();
  await settle();
  expect(signalling.of(CALL_CLIENT_EVENTS.signal)).toEqual([
    { roomName: ROOM, to: 'a', data: { description: { type: 'offer', sdp: 'offer-sdp-0' } } },
  ]);
});

it('answers the offer of a peer who joins later, and forgets a peer who leaves', async () => {
  const { session, signalling } = makeSession();
  signalling.answer = joinAnswer([]);
  await session.start();
  signalling.deliver({
    type: CALL_SERVER_EVENTS.peerJoined,
    payload: { roomName: ROOM, peer: peer('c', 'Cy') },
  });
  expect(session.getSnapshot().peers.map((p) => p.name)).toEqual(['Cy']);

  signalling.deliver({
    type: CALL_SERVER_EVENTS.signal,
    payload: {
      roomName: ROOM,
      from: 'c',
      data: { candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 } },
    },
  });
  signalling.deliver({
    type: CALL_SERVER_EVENTS.signal,
    payload: { roomName: ROOM, from: 'c', data: { description: { type: 'offer', sdp: 'x' } } },
  });
  await settle();
  const [connection] = FakePeerConnection.made;
  // The candidate that came before the offer is applied once the offer is.
  expect(connection?.candidates.map((c) => c.candidate)).toEqual(['candidate:1']);
  expect(signalling.of(CALL_CLIENT_EVENTS.signal)).toEqual([
    { roomName: ROOM, to: 'c', data: { description: { type: 'answer', sdp: 'answer-sdp-0' } } },
  ]);
  expect(connection?.transceivers.map((t) => t.sender.track?.kind)).toEqual(['audio', 'video']);

  signalling.deliver({
    type: CALL_SERVER_EVENTS.peerState,
    payload: { roomName: ROOM, peerId: 'c', state: { audio: false, video: true, screen: true } },
  });
  expect(session.getSnapshot().peers[0]?.media).toEqual({
    audio: false,
    video: true,
    screen: true,
  });

  signalling.deliver({
    type: CALL_SERVER_EVENTS.peerLeft,
    payload: { roomName: ROOM, peerId: 'c' },
  });
  expect(session.getSnapshot().peers).toEqual([]);
  expect(connection?.closed).toBe(true);
});

it('ignores events of other calls', async () => {
  const { session, signalling } = makeSession();
  signalling.answer = joinAnswer([]);
  await session.start();
  signalling.deliver({
    type: CALL_SERVER_EVENTS.peerJoined,
    payload: { roomName: 'another-room', peer: peer('z') },
  });
  expect(session.getSnapshot().peers).toEqual([]);
});

it.each([
  [CALL_ERROR_CODES.full, 'full'],
  [CALL_ERROR_CODES.forbidden, 'notInvited'],
  [CALL_ERROR_CODES.tokenInvalid, 'notInvited'],
])('ends when the join is refused with %s', async (code, reason) => {
  const { session, signalling } = makeSession();
  signalling.answer = () => ({ ok: false, code, message: 'refused' });
  await session.start();
  expect(session.getSnapshot()).toMatchObject({ phase: 'ended', endReason: reason });
});

it('ends as not invited when no token is given any more', async () => {
  const { session } = makeSession({ tokens: [null] });
  await session.start();
  expect(session.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'notInvited' });
});

it('after the live socket drops, reconnects and joins again with a fresh token', async () => {
  const { session, signalling, fetchToken } = makeSession();
  signalling.answer = joinAnswer([peer('a', 'Ann')]);
  await session.start();
  await settle();
  const before = FakePeerConnection.made[0];

  signalling.status(false);
  expect(session.getSnapshot().phase).toBe('reconnecting');
  expect(signalling.connectAsks).toBeGreaterThan(0);

  signalling.status(true);
  await settle();
  expect(fetchToken).toHaveBeenCalledTimes(2);
  expect(signalling.of(CALL_CLIENT_EVENTS.join).map((j) => j.token)).toEqual([
    'token-1',
    'token-2',
  ]);
  expect(session.getSnapshot().phase).toBe('inCall');
  // The server forgot the old peer: the connection is made anew.
  expect(before?.closed).toBe(true);
  expect(FakePeerConnection.made).toHaveLength(2);
});

it('keeps trying while the socket stays down, asking the shell for it each time', async () => {
  const { session, signalling } = makeSession({ retryMs: 10 });
  signalling.answer = () => ({
    ok: false,
    code: CALL_ERROR_CODES.unavailable,
    message: 'The live connection is down',
  });
  await session.start();
  expect(session.getSnapshot().phase).toBe('joining');
  await new Promise((resolve) => setTimeout(resolve, 35));
  expect(signalling.of(CALL_CLIENT_EVENTS.join).length).toBeGreaterThan(1);
  expect(signalling.connectAsks).toBeGreaterThan(1);
  signalling.answer = joinAnswer([]);
  await new Promise((resolve) => setTimeout(resolve, 25));
  expect(session.getSnapshot().phase).toBe('inCall');
  await session.leave();
});

it('restarts ICE from the offering side when a connection fails', async () => {
  const { session, signalling } = makeSession();
  signalling.answer = joinAnswer([peer('a')]);
  await session.start();
  const [connection] = FakePeerConnection.made;
  connection?.becomes('connected');
  expect(session.getSnapshot().peers[0]?.connection).toBe('connected');
  connection?.becomes('failed');
  expect(connection?.restarts).toBe(1);
  expect(session.getSnapshot().peers[0]?.connection).toBe('reconnecting');
});

it('sends a new track to every peer and tells them what it shows', async () => {
  const { session, signalling } = makeSession();
  signalling.answer = joinAnswer([peer('a'), peer('b')]);
  await session.start();
  const screen = fakeTrack('video', 'screen');
  await session.setTrack('video', screen);
  expect(FakePeerConnection.made.map((c) => c.transceivers[1]?.sender.track?.id)).toEqual([
    'screen',
    'screen',
  ]);
  session.setMedia({ audio: false, video: true, screen: true });
  expect(signalling.of(CALL_CLIENT_EVENTS.state)).toEqual([
    { roomName: ROOM, state: { audio: false, video: true, screen: true } },
  ]);
  expect(session.getSnapshot().media.audio).toBe(false);
});

it('leaves: tells the server, closes every connection and keeps how long it lasted', async () => {
  const { session, signalling, advance } = makeSession();
  signalling.answer = joinAnswer([peer('a')]);
  await session.start();
  advance(65_000);
  await session.leave();
  expect(signalling.of(CALL_CLIENT_EVENTS.leave)).toEqual([{ roomName: ROOM }]);
  expect(FakePeerConnection.made[0]?.closed).toBe(true);
  const { phase, endReason, joinedAt, endedAt } = session.getSnapshot();
  expect({ phase, endReason, lasted: (endedAt ?? 0) - (joinedAt ?? 0) }).toEqual({
    phase: 'left',
    endReason: null,
    lasted: 65_000,
  });
  // Nothing that comes afterwards brings the call back.
  signalling.status(false);
  signalling.status(true);
  expect(session.getSnapshot().phase).toBe('left');
});

it('ends when the same user joined the call elsewhere', async () => {
  const { session, signalling } = makeSession();
  signalling.answer = joinAnswer([]);
  await session.start();
  signalling.deliver({
    type: CALL_SERVER_EVENTS.ended,
    payload: { roomName: ROOM, reason: 'replaced' },
  });
  expect(session.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'replaced' });
});
