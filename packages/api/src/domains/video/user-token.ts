import {
  BUILTIN_VIDEO_PROVIDER,
  ZVideoUserToken,
  ZVideoUserTokenBody,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { requireVideoCalls } from './parties';

export const videoUserToken = definePrivateRoute(endpoints.videoUserToken, {
  summary: "The ICE servers (STUN, TURN with short-lived credentials) for the caller's browser",
  description:
    "forUserId must be the caller (422 naming body.forUserId otherwise): TURN credentials are personal. The servers are the tenant's video settings, or the deployment's (VIDEO_ICE_SERVERS, VIDEO_TURN_URLS); none on one machine. docs/video.md#stun-and-turn.",
  body: ZVideoUserTokenBody,
  response: ZVideoUserToken,
  handler: async ({ tenant, caller, body, video }) => {
    requireVideoCalls(tenant, caller);
    if (body.forUserId !== caller.userId) {
      throw httpErrors.unprocessable('ICE credentials are issued to their user only', [
        { path: 'body.forUserId', message: 'Must be your own user id' },
      ]);
    }
    const grant = await video.iceServers(tenant.id, caller.userId);
    return {
      provider: BUILTIN_VIDEO_PROVIDER,
      userId: caller.userId,
      iceServers: grant.iceServers,
      expiresAt: grant.expiresAt.toISOString(),
    };
  },
});
