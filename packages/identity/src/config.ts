import { SEEDED_TENANT_IDS } from '@mp/contracts';
import type { IdentityServerOptions } from './http-server';

/** Documented local default; every real deployment sets INTERNAL_TOKEN. */
export const DEV_INTERNAL_TOKEN = 'dev-internal-token';

export function optionsFromEnv(
  env: Record<string, string | undefined>,
  defaultDataDir: string,
): IdentityServerOptions {
  const port = Number(env.PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad PORT: ${env.PORT}`);
  const mailer = env.MAILER ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  if (mailer === 'smtp' && !env.SMTP_URL) throw new Error('MAILER=smtp needs SMTP_URL');
  return {
    port,
    host: env.HOST,
    dataDir: env.DATA_DIR ?? defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    internalToken: env.INTERNAL_TOKEN || DEV_INTERNAL_TOKEN,
    smtpUrl: mailer === 'smtp' ? env.SMTP_URL : undefined,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO !== 'false',
    tenants: env.TENANTS
      ? env.TENANTS.split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [...SEEDED_TENANT_IDS],
    region: env.REGION || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
