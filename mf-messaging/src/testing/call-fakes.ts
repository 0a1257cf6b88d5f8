/**
 * Test doubles for the call engine: an in-memory signalling channel (the shell's side of the
 * page bus) and an RTCPeerConnection that records what it was asked to do. jsdom has no WebRTC.
 */
import type { CallClientEventName, CallServerMessage } from '@mp/contracts';
import type { CallFailure, CallSignalling } from '../features/call/signalling';

export interface SentRequest {
  event: CallClientEventName;
  request: Record<string, unknown>;
}

export class FakeSignalling implements CallSignalling {
  readonly sent: SentRequest[] = [];
  connectAsks = 0;
  private readonly messageHandlers = new Set<(message: CallServerMessage) => void>();
  private readonly statusHandlers = new Set<(connected: boolean) => void>();
  /** What the "server" answers each request with (by event); `{ok: true}` by default. */
  answer: (sent: SentRequest) => { ok: boolean } = () => ({ ok: true });

  request<T extends { ok: boolean }>(
    event: CallClientEventName,
    request: object,
  ): Promise<T | CallFailure> {
    const sent = { event, request: request as Record<string, unknown> };
    this.sent.push(sent);
    return Promise.resolve(this.answer(sent) as T | CallFailure);
  }

  onMessage(handler: (message: CallServerMessage) => void): () => void {
    this.messageHandlers.add(handler);
    return () => this.messageHandlers.delete(handler);
  }

  onStatus(handler: (connected: boolean) => void): () => void {
    this.statusHandlers.add(handler);
    return () => this.statusHandlers.delete(handler);
  }

  connect(): void {
    this.connectAsks += 1;
  }

  deliver(message: CallServerMessage): void {
    for (const handler of this.messageHandlers) handler(message);
  }

  status(connected: boolean): void {
    for (const handler of this.statusHandlers) handler(connected);
  }

  of(event: CallClientEventName): Record<string, unknown>[] {
    return this.sent.filter((s) => s.event === event).map((s) => s.request);
  }
}

interface FakeTransceiver {
  kind: 'audio' | 'video';
  direction: RTCRtpTransceiverDirection;
  sender: {
    track: MediaStreamTrack | null;
    replaceTrack: (t: MediaStreamTrack | null) => Promise<void>;
  };
  receiver: { track: { kind: string } };
}

function transceiver(kind: 'audio' | 'video'): FakeTransceiver {
  const sender = {
    track: null as MediaStreamTrack | null,
    replaceTrack(track: MediaStreamTrack | null) {
      sender.track = track;
      return Promise.resolve();
    },
  };
  return { kind, direction: 'sendrecv', sender, receiver: { track: { kind } } };
}

/** Enough of RTCPeerConnection for PeerLink: descriptions, transceivers, candidates, states. */
export class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  readonly config: RTCConfiguration;
  readonly transceivers: FakeTransceiver[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: { type: RTCSdpType; sdp: string } | null = null;
  restarts = 0;
  closed = false;
  onicecandidate:
    ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((event: { track: MediaStreamTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  onnegotiationneeded: (() => void) | null = null;

  constructor(config: RTCConfiguration) {
    this.config = config;
    FakePeerConnection.made.push(this);
  }

  addTransceiver(kind: 'audio' | 'video'): FakeTransceiver {
    const made = transceiver(kind);
    this.transceivers.push(made);
    return made;
  }

  getTransceivers(): FakeTransceiver[] {
    return this.transceivers;
  }

  setLocalDescription(): Promise<void> {
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `${type}-sdp-${FakePeerConnection.made.indexOf(this)}` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
    return Promise.resolve();
  }

  setRemoteDescription(description: { type: RTCSdpType; sdp: string }): Promise<void> {
    this.remoteDescription = description;
    if (description.type === 'offer') {
      this.signalingState = 'have-remote-offer';
      // The offer brings one transceiver per kind to the answering side.
      if (this.transceivers.length === 0) {
        this.transceivers.push(transceiver('audio'), transceiver('video'));
      }
    } else {
      this.signalingState = 'stable';
    }
    return Promise.resolve();
  }

  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.candidates.push(candidate);
    return Promise.resolve();
  }

  restartIce(): void {
    this.restarts += 1;
  }

  close(): void {
    this.closed = true;
  }

  /** Pretends the network moved the connection to `state`. */
  becomes(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

export const fakeConnection = (config: RTCConfiguration): RTCPeerConnection =>
  new FakePeerConnection(config) as unknown as RTCPeerConnection;

/** A media track stand-in (jsdom has none). */
export function fakeTrack(kind: 'audio' | 'video', id = `${kind}-1`): MediaStreamTrack {
  return {
    kind,
    id,
    enabled: true,
    stop: jest.fn(),
    getSettings: () => ({ deviceId: `${kind}-device` }),
    addEventListener: jest.fn(),
  } as unknown as MediaStreamTrack;
}
