/**
 * The video provider behind calls (docs/video.md#providers). The API talks to it only through
 * this interface: it issues the room tokens a browser joins a call with, tells the signalling
 * server whether a token is genuine, and gives each browser its ICE servers. The built-in
 * provider (./builtin) needs no vendor: browsers connect with WebRTC and signal over our own
 * live socket. A hosted provider is one more implementation that asks its vendor for tokens.
 */
import type { IceServer, VideoProviderName } from '@mp/contracts';

export interface RoomTokenRequest {
  tenantId: string;
  roomName: string;
  userId: string;
  /** How the holder is shown to the others in the call. */
  userName: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** What a genuine, unexpired room token says. */
export interface RoomTicket {
  tenantId: string;
  roomName: string;
  userId: string;
  userName: string;
  expiresAt: Date;
}

export interface IceServerGrant {
  iceServers: IceServer[];
  /** When TURN credentials in the list stop working. */
  expiresAt: Date;
}

export interface VideoProvider {
  readonly name: VideoProviderName;
  /** A short-lived token that lets this user, and nobody else, into this room. */
  issueRoomToken(request: RoomTokenRequest): Promise<IssuedToken>;
  /** The signalling server's check; null when the token is forged, altered or expired. */
  verifyRoomToken(token: string): Promise<RoomTicket | null>;
  /** STUN/TURN servers for this user's browser (TURN with credentials of their own). */
  iceServers(tenantId: string, userId: string): Promise<IceServerGrant>;
}
