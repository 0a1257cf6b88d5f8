/**
 * One person's part in a call (docs/video.md#in-the-browser): joins the signalling room with a
 * fresh room token, keeps one PeerLink per other peer (a full mesh, at most four people), follows
 * peers coming and going, shares camera/microphone/screen changes, and after a network drop joins
 * again with a new token as soon as the live socket is back.
 */
import {
  CALL_CLIENT_EVENTS,
  CALL_ERROR_CODES,
  CALL_SERVER_EVENTS,
  type CallAck,
  type CallErrorCode,
  type CallJoinAck,
  type CallMediaState,
  type CallPeer,
  type CallServerMessage,
} from '@mp/contracts';
import { PeerLink, type LinkState, type LocalTracks, type MediaKind } from './peer-link';
import type { CallSignalling } from './signalling';

export type CallPhase = 'joining' | 'inCall' | 'reconnecting' | 'left' | 'ended';

/** Why a call ended (or could not start). */
export type CallEndReason = 'full' | 'notInvited' | 'replaced' | 'unavailable';

export interface PeerView {
  peerId: string;
  userId: string;
  name: string;
  media: CallMediaState;
  stream: MediaStream | null;
  connection: LinkState;
}

export interface CallSnapshot {
  phase: CallPhase;
  endReason: CallEndReason | null;
  peers: PeerView[];
  /** When this person first got into the call (ms since the epoch), for the call timer. */
  joinedAt: number | null;
  /** When they left or the call ended for them. */
  endedAt: number | null;
  media: CallMediaState;
}

export interface CallSessionOptions {
  roomName: string;
  signalling: CallSignalling;
  /**
   * A fresh room token (the API's); null when the room has closed or the user is not invited
   * (any more). A throw is a passing failure (the network): the session tries again.
   */
  fetchToken: () => Promise<string | null>;
  iceServers: RTCIceServer[];
  tracks: LocalTracks;
  media: CallMediaState;
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  /** Between attempts to get the socket back after a drop. */
  retryMs?: number;
  now?: () => number;
}

interface PeerEntry {
  peer: CallPeer;
  link: PeerLink;
}

const END_REASONS: Partial<Record<CallErrorCode, CallEndReason>> = {
  [CALL_ERROR_CODES.full]: 'full',
  [CALL_ERROR_CODES.forbidden]: 'notInvited',
  [CALL_ERROR_CODES.tokenInvalid]: 'notInvited',
};

export class CallSession {
  private snapshot: CallSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly peers = new Map<string, PeerEntry>();
  private readonly options: CallSessionOptions;
  private tracks: LocalTracks;
  private selfPeerId: string | null = null;
  private offs: (() => void)[] = [];
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private connected = true;
  private joining = false;

  constructor(options: CallSessionOptions) {
    this.options = options;
    this.tracks = { ...options.tracks };
    this.snapshot = {
      phase: 'joining',
      endReason: null,
      peers: [],
      joinedAt: null,
      endedAt: null,
      media: options.media,
    };
  }

  // ------------------------------------------------------------ for React (useSyncExternalStore)

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  private publish(change: Partial<CallSnapshot> = {}): void {
    const peers = [...this.peers.values()].map(({ peer, link }) => ({
      peerId: peer.peerId,
      userId: peer.userId,
      name: peer.name,
      media: peer.state,
      stream: link.stream,
      connection: link.state,
    }));
    this.snapshot = { ...this.snapshot, peers, ...change };
    for (const listener of this.listeners) listener();
  }

  // ------------------------------------------------------------------------------- lifecycle

  /** Joins the call; afterwards the session follows it until `leave`. */
  async start(): Promise<void> {
    const { signalling } = this.options;
    this.offs = [
      signalling.onMessage((message) => this.onMessage(message)),
      signalling.onStatus((connected) => this.onStatus(connected)),
    ];
    const online = () => signalling.connect();
    window.addEventListener('online', online);
    this.offs.push(() => window.removeEventListener('online', online));
    await this.join();
  }

  async leave(): Promise<void> {
    if (this.isOver()) return;
    const { roomName, signalling } = this.options;
    this.stop('left', null);
    await signalling.request<CallAck>(CALL_CLIENT_EVENTS.leave, { roomName });
  }

  /** Ends everything without telling the server (the page is going away). */
  dispose(): void {
    if (!this.isOver()) {
      void this.options.signalling.request<CallAck>(CALL_CLIENT_EVENTS.leave, {
        roomName: this.options.roomName,
      });
      this.stop('left', null);
    }
  }

  private isOver(): boolean {
    return this.snapshot.phase === 'left' || this.snapshot.phase === 'ended';
  }

  private stop(phase: 'left' | 'ended', reason: CallEndReason | null): void {
    for (const off of this.offs) off();
    this.offs = [];
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.closeLinks();
    this.publish({ phase, endReason: reason, endedAt: this.now() });
  }

  private closeLinks(): void {
    for (const { link } of this.peers.values()) link.close();
    this.peers.clear();
  }

  // ------------------------------------------------------------------------------ joining

  private async join(): Promise<void> {
    if (this.joining || this.isOver()) return;
    this.joining = true;
    try {
      await this.joinOnce();
    } finally {
      this.joining = false;
    }
  }

  private async joinOnce(): Promise<void> {
    let token: string | null;
    try {
      token = await this.options.fetchToken();
    } catch {
      this.retryLater();
      return;
    }
    if (this.isOver()) return;
    if (token === null) {
      // The room closed or the user is no longer invited: nothing to come back to.
      this.stop('ended', 'notInvited');
      return;
    }
    const ack = await this.options.signalling.request<CallJoinAck>(CALL_CLIENT_EVENTS.join, {
      token,
      state: this.snapshot.media,
    });
    if (this.isOver()) return;
    if (!ack.ok) {
      const reason = END_REASONS[ack.code];
      if (reason) this.stop('ended', reason);
      else this.retryLater();
      return;
    }
    // A join starts afresh: this peer is new to the others, so it offers to each of them.
    this.closeLinks();
    this.selfPeerId = ack.peerId;
    for (const peer of ack.peers) this.addPeer(peer, true);
    this.publish({ phase: 'inCall', joinedAt: this.snapshot.joinedAt ?? this.now() });
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The socket (or the API) is down: ask for the socket again and join once it is back. */
  private retryLater(): void {
    if (this.isOver()) return;
    if (this.snapshot.phase === 'inCall') this.publish({ phase: 'reconnecting' });
    if (this.retryTimer !== null) return;
    this.options.signalling.connect();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.connected) void this.join();
      else this.retryLater();
    }, this.options.retryMs ?? 3000);
  }

  private onStatus(connected: boolean): void {
    const wasConnected = this.connected;
    this.connected = connected;
    if (this.isOver()) return;
    if (!connected) {
      this.retryLater();
    } else if (!wasConnected || this.snapshot.phase === 'reconnecting') {
      // A new socket: the server forgot this peer, so join again with a fresh token.
      if (this.retryTimer !== null) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      void this.join();
    }
  }

  // ------------------------------------------------------------------------------- peers

  private addPeer(peer: CallPeer, initiator: boolean): PeerEntry {
    this.peers.get(peer.peerId)?.link.close();
    const { roomName, signalling } = this.options;
    const link = new PeerLink({
      peerId: peer.peerId,
      initiator,
      iceServers: this.options.iceServers,
      tracks: this.tracks,
      createConnection:
        this.options.createConnection ?? ((config) => new RTCPeerConnection(config)),
      send: (data) =>
        void signalling.request<CallAck>(CALL_CLIENT_EVENTS.signal, {
          roomName,
          to: peer.peerId,
          data,
        }),
      onChange: () => this.publish(),
    });
    const entry = { peer, link };
    this.peers.set(peer.peerId, entry);
    return entry;
  }

  private onMessage(message: CallServerMessage): void {
    if (message.payload.roomName !== this.options.roomName || this.isOver()) return;
    switch (message.type) {
      case CALL_SERVER_EVENTS.peerJoined: {
        const existing = this.peers.get(message.payload.peer.peerId);
        if (existing) existing.peer = message.payload.peer;
        // It offers: our side answers when its offer comes.
        else this.addPeer(message.payload.peer, false);
        break;
      }
      case CALL_SERVER_EVENTS.peerLeft:
        this.peers.get(message.payload.peerId)?.link.close();
        this.peers.delete(message.payload.peerId);
        break;
      case CALL_SERVER_EVENTS.peerState: {
        const entry = this.peers.get(message.payload.peerId);
        if (entry) entry.peer = { ...entry.peer, state: message.payload.state };
        break;
      }
      case CALL_SERVER_EVENTS.signal: {
        const { from, data } = message.payload;
        // An offer may overtake the peer-joined that announces its sender.
        const entry =
          this.peers.get(from) ??
          this.addPeer(
            {
              peerId: from,
              userId: '',
              name: '',
              state: { audio: true, video: true, screen: false },
            },
            false,
          );
        void entry.link.handle(data);
        break;
      }
      case CALL_SERVER_EVENTS.ended:
        this.stop('ended', 'replaced');
        return;
    }
    this.publish();
  }

  // ------------------------------------------------------------------------------- media

  /** Sends another track of a kind (a new camera, the screen, or none) to every peer. */
  async setTrack(kind: MediaKind, track: MediaStreamTrack | null): Promise<void> {
    this.tracks = { ...this.tracks, [kind]: track };
    await Promise.all([...this.peers.values()].map(({ link }) => link.setTrack(kind, track)));
  }

  /** Tells the others what this person shows now (muted, camera off, sharing the screen). */
  setMedia(media: CallMediaState): void {
    this.publish({ media });
    if (this.snapshot.phase !== 'inCall') return;
    void this.options.signalling.request<CallAck>(CALL_CLIENT_EVENTS.state, {
      roomName: this.options.roomName,
      state: media,
    });
  }

  /** This person's own peer id in the call (null before joining). */
  get peerId(): string | null {
    return this.selfPeerId;
  }
}
