/** The ICE servers a user's browser gets (docs/video.md#stun-and-turn). */
import { createHmac } from 'node:crypto';
import type { IceServer } from '@mp/contracts';
import type { IceServerConfig } from '../ice-config';

/**
 * TURN REST credentials: the username is `<expiry, unix seconds>:<userId>`, the credential the
 * base64 HMAC-SHA1 of the username with the shared secret; the TURN server checks both.
 */
export function turnCredentials(
  sharedSecret: string,
  userId: string,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', sharedSecret).update(username).digest('base64');
  return { username, credential };
}

/** The configured entries as RTCIceServers for one user; shared secrets never leave the API. */
export function iceServersFor(
  configs: readonly IceServerConfig[],
  userId: string,
  expiresAt: Date,
): IceServer[] {
  return configs.map((config) => {
    if ('sharedSecret' in config) {
      return { urls: config.urls, ...turnCredentials(config.sharedSecret, userId, expiresAt) };
    }
    return {
      urls: config.urls,
      ...(config.username === undefined ? {} : { username: config.username }),
      ...(config.credential === undefined ? {} : { credential: config.credential }),
    };
  });
}
