export { createLiveServer, type LiveServer, type LiveServerOptions } from './server';
export {
  createIdentitySessionVerifier,
  type IdentitySessionVerifier,
  type IdentitySessionVerifierOptions,
} from './session-verifier';
export type { Publish } from './publisher';
export type { LiveLogger } from './logger';
export type {
  CallTicket,
  CanConnect,
  CanJoinChannel,
  LiveIo,
  SessionIdentity,
  VerifyCallToken,
  VerifySession,
} from './types';
