/**
 * One WebRTC connection to one peer of the call (docs/video.md#in-the-browser). The peer that
 * joined later offers, the other answers, so the two never offer at once; each side sends audio
 * and video on one transceiver per kind, whose track can be swapped (camera off, another camera,
 * the screen) without negotiating again. A dropped connection restarts ICE from the offering side.
 */
import type { CallIceCandidate, CallSignalData } from '@mp/contracts';

export type MediaKind = 'audio' | 'video';
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface LocalTracks {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}

export interface PeerLinkOptions {
  peerId: string;
  /** The side that offers (the one that joined after the other). */
  initiator: boolean;
  iceServers: RTCIceServer[];
  tracks: LocalTracks;
  send: (data: CallSignalData) => void;
  /** The remote stream or the connection state changed. */
  onChange: () => void;
  createConnection: (config: RTCConfiguration) => RTCPeerConnection;
  /** How long a connection may stay disconnected before ICE restarts. */
  graceMs?: number;
}

const KINDS: readonly MediaKind[] = ['audio', 'video'];
/** ICE restarts in a row before the link is given up as failed. */
const MAX_RESTARTS = 5;

function toCandidate(init: RTCIceCandidateInit): CallIceCandidate {
  return {
    candidate: init.candidate ?? '',
    sdpMid: init.sdpMid ?? null,
    sdpMLineIndex: init.sdpMLineIndex ?? null,
    usernameFragment: init.usernameFragment ?? null,
  };
}

export class PeerLink {
  readonly peerId: string;
  readonly initiator: boolean;
  state: LinkState = 'connecting';
  /** What the peer sends; null until its first track arrives. */
  stream: MediaStream | null = null;
  private readonly pc: RTCPeerConnection;
  private readonly options: PeerLinkOptions;
  private readonly senders: Partial<Record<MediaKind, RTCRtpSender>> = {};
  private tracks: LocalTracks;
  private pendingCandidates: CallIceCandidate[] = [];
  private queue: Promise<void> = Promise.resolve();
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private restarts = 0;

  constructor(options: PeerLinkOptions) {
    this.options = options;
    this.peerId = options.peerId;
    this.initiator = options.initiator;
    this.tracks = { ...options.tracks };
    const pc = options.createConnection({ iceServers: options.iceServers });
    this.pc = pc;
    pc.onicecandidate = (event) => {
      const candidate = event.candidate?.toJSON();
      if (candidate?.candidate) options.send({ candidate: toCandidate(candidate) });
    };
    pc.ontrack = (event) => this.addRemoteTrack(event.track);
    pc.onconnectionstatechange = () => this.connectionChanged();
    if (options.initiator) {
      for (const kind of KINDS) {
        const transceiver = pc.addTransceiver(kind, { direction: 'sendrecv' });
        this.senders[kind] = transceiver.sender;
        const track = this.tracks[kind];
        if (track) void transceiver.sender.replaceTrack(track);
      }
      pc.onnegotiationneeded = () => void this.offer();
    }
  }

  /** Handles what the peer signalled, one message at a time, in order. */
  handle(data: CallSignalData): Promise<void> {
    this.queue = this.queue
      .then(() => this.apply(data))
      .catch((error: unknown) => console.warn('[call] signal not applied', error));
    return this.queue;
  }

  /** Sends another track of a kind (or none) from now on. */
  async setTrack(kind: MediaKind, track: MediaStreamTrack | null): Promise<void> {
    this.tracks = { ...this.tracks, [kind]: track };
    await this.senders[kind]?.replaceTrack(track);
  }

  close(): void {
    if (this.restartTimer !== null) clearTimeout(this.restartTimer);
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.onnegotiationneeded = null;
    this.pc.close();
    this.state = 'closed';
  }

  private async apply(data: CallSignalData): Promise<void> {
    if (this.state === 'closed') return;
    if ('description' in data) {
      if (data.description.type === 'offer') await this.answer(data.description.sdp);
      else await this.accept(data.description.sdp);
    } else if ('candidate' in data) {
      if (this.pc.remoteDescription === null) this.pendingCandidates.push(data.candidate);
      else await this.addCandidate(data.candidate);
    } else if (this.initiator) {
      this.restartIce();
    }
  }

  private async offer(): Promise<void> {
    if (this.state === 'closed' || this.pc.signalingState !== 'stable') return;
    await this.pc.setLocalDescription();
    const description = this.pc.localDescription;
    if (description?.type === 'offer') {
      this.options.send({ description: { type: 'offer', sdp: description.sdp } });
    }
  }

  private async answer(sdp: string): Promise<void> {
    // Only the later peer offers: an offer reaching it would be a protocol error.
    if (this.initiator) return;
    await this.pc.setRemoteDescription({ type: 'offer', sdp });
    for (const transceiver of this.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as MediaKind;
      if (this.senders[kind] !== undefined) continue;
      this.senders[kind] = transceiver.sender;
      transceiver.direction = 'sendrecv';
      await transceiver.sender.replaceTrack(this.tracks[kind]);
    }
    await this.pc.setLocalDescription();
    const description = this.pc.localDescription;
    if (description?.type === 'answer') {
      this.options.send({ description: { type: 'answer', sdp: description.sdp } });
    }
    await this.flushCandidates();
  }

  private async accept(sdp: string): Promise<void> {
    if (!this.initiator || this.pc.signalingState !== 'have-local-offer') return;
    await this.pc.setRemoteDescription({ type: 'answer', sdp });
    await this.flushCandidates();
  }

  private async flushCandidates(): Promise<void> {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of pending) await this.addCandidate(candidate);
  }

  private async addCandidate(candidate: CallIceCandidate): Promise<void> {
    try {
      await this.pc.addIceCandidate(candidate);
    } catch (error) {
      // A candidate of an earlier ICE generation after a restart: harmless.
      console.debug('[call] candidate not added', error);
    }
  }

  private addRemoteTrack(track: MediaStreamTrack): void {
    const stream = this.stream ?? new MediaStream();
    for (const old of stream.getTracks()) if (old.kind === track.kind) stream.removeTrack(old);
    stream.addTrack(track);
    this.stream = stream;
    this.options.onChange();
  }

  private connectionChanged(): void {
    const { connectionState } = this.pc;
    if (connectionState === 'connected') {
      this.state = 'connected';
      this.restarts = 0;
      if (this.restartTimer !== null) clearTimeout(this.restartTimer);
      this.restartTimer = null;
    } else if (connectionState === 'disconnected') {
      this.state = 'reconnecting';
      this.restartTimer ??= setTimeout(() => {
        this.restartTimer = null;
        if (this.pc.connectionState !== 'connected') this.restartIce();
      }, this.options.graceMs ?? 3000);
    } else if (connectionState === 'failed') {
      this.restartIce();
    }
    this.options.onChange();
  }

  /** The offering side restarts ICE; the other side asks it to. */
  private restartIce(): void {
    if (this.state === 'closed') return;
    if (this.restarts >= MAX_RESTARTS) {
      this.state = 'failed';
      this.options.onChange();
      return;
    }
    this.restarts += 1;
    this.state = 'reconnecting';
    if (this.initiator) this.pc.restartIce();
    else this.options.send({ restart: true });
  }
}
