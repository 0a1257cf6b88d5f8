/**
 * STUN/TURN configuration (docs/video.md#stun-and-turn), from the deployment (VIDEO_ICE_SERVERS,
 * VIDEO_TURN_URLS + VIDEO_TURN_SECRET) or a tenant's video settings. An entry is a server with
 * fixed credentials (or none, as STUN needs), or a TURN server with a shared secret from which
 * each user gets short-lived credentials (the TURN REST convention coturn's use-auth-secret
 * follows).
 */
import { z } from 'zod';

const zIceUrl = z
  .string()
  .max(500)
  .regex(
    /^(stun|stuns|turn|turns):[^\s]+$/,
    'An ICE server URL starts with stun:, stuns:, turn: or turns:',
  );

const zUrls = z
  .union([zIceUrl, z.array(zIceUrl).min(1).max(10)])
  .transform((urls) => (Array.isArray(urls) ? urls : [urls]));

const ZStaticIceServer = z.strictObject({
  urls: zUrls,
  username: z.string().min(1).max(256).optional(),
  credential: z.string().min(1).max(256).optional(),
});

const ZSharedSecretIceServer = z.strictObject({
  urls: zUrls,
  sharedSecret: z.string().min(8).max(512),
});

export const ZIceServerConfig = z.union([ZSharedSecretIceServer, ZStaticIceServer]);
export type IceServerConfig = z.infer<typeof ZIceServerConfig>;

export const ZIceServerConfigList = z.array(ZIceServerConfig).max(10);

/** Reads a JSON list of ICE server entries; throws naming `where` and the failing entry. */
export function parseIceServerConfigs(value: unknown, where: string): IceServerConfig[] {
  const parsed = ZIceServerConfigList.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    throw new Error(`${where}${path ? `[${path}]` : ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
