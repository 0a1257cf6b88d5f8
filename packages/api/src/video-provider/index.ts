/**
 * The video provider the API uses, named by the config (VIDEO_PROVIDER): the built-in WebRTC
 * one, for now the only one. A hosted provider is another VideoProvider made here
 * (docs/video.md#providers).
 */
import type { VideoConfig } from '../config';
import type { Queryable } from '../db/types';
import { BuiltinVideoProvider } from './builtin/provider';
import type { VideoProvider } from './types';

export { BuiltinVideoProvider, type BuiltinVideoOptions } from './builtin/provider';
export { turnCredentials } from './builtin/ice';
export { parseIceServerConfigs, type IceServerConfig } from './ice-config';
export * from './types';

/** `warn` (a logger's) hears of a tenant whose own ICE servers are invalid and are skipped. */
export function createVideoProvider(
  config: VideoConfig,
  db: Queryable,
  warn?: (details: object, message: string) => void,
): VideoProvider {
  const onInvalidTenantConfig = warn
    ? (tenantId: string, message: string) =>
        warn({ tenantId, message }, 'video: invalid tenant ice_servers, using the deployment ones')
    : undefined;
  return new BuiltinVideoProvider(db, {
    tokenSecret: config.tokenSecret,
    tokenTtlMs: config.tokenTtlSeconds * 1000,
    iceServers: config.iceServers,
    turnTtlMs: config.turnTtlSeconds * 1000,
    ...(onInvalidTenantConfig ? { onInvalidTenantConfig } : {}),
  });
}
