/**
 * The tenant console's storage (docs/tenant-console.md): the published configuration lives in
 * `tenants` (what the public routes read), every published version in `tenant_config_versions`,
 * and the one draft per tenant in `tenant_config_drafts`.
 */
import {
  TENANT_LIVE_EVENTS,
  type TenantConfig,
  type TenantConfigDraft,
  type TenantConfigVersion,
} from '@mp/contracts';
import { isoTime } from '../../db/time';
import { toJson, type Queryable } from '../../db/types';

interface ConfigColumns {
  settings: TenantConfig['settings'];
  styling: TenantConfig['styling'];
  features: TenantConfig['features'];
}

interface VersionRow extends ConfigColumns {
  version: number;
  source: TenantConfigVersion['source'];
  restored_version: number | null;
  published_at: Date | string;
  published_by: string | null;
  publisher_name: string | null;
  publisher_picture: string | null;
}

const configOf = (row: ConfigColumns): TenantConfig => ({
  settings: row.settings,
  styling: row.styling,
  features: row.features,
});

export async function currentVersion(db: Queryable, tenantId: string): Promise<number> {
  const result = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM tenant_config_versions WHERE tenant_id = $1',
    [tenantId],
  );
  return Number(result.rows[0]?.version ?? 1);
}

async function readPublished(db: Queryable, tenantId: string, lock: '' | ' FOR UPDATE') {
  const result = await db.query<ConfigColumns>(
    `SELECT settings, styling, features FROM tenants WHERE tenant_id = $1${lock}`,
    [tenantId],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`tenant ${tenantId} vanished`);
  return configOf(row);
}

/** The configuration the public routes answer now. */
export function publishedConfig(db: Queryable, tenantId: string): Promise<TenantConfig> {
  return readPublished(db, tenantId, '');
}

/** The draft, or (when none was saved since the last publish) the published configuration. */
export async function readDraft(db: Queryable, tenantId: string): Promise<TenantConfigDraft> {
  const result = await db.query<ConfigColumns & { based_on_version: number; saved_at: Date }>(
    `SELECT settings, styling, features, based_on_version, saved_at
       FROM tenant_config_drafts WHERE tenant_id = $1`,
    [tenantId],
  );
  const row = result.rows[0];
  if (row !== undefined)
    return {
      config: configOf(row),
      basedOnVersion: row.based_on_version,
      savedAt: isoTime(row.saved_at),
    };
  return {
    config: await publishedConfig(db, tenantId),
    basedOnVersion: await currentVersion(db, tenantId),
  };
}

export async function saveDraft(
  db: Queryable,
  tenantId: string,
  userId: string,
  config: TenantConfig,
): Promise<void> {
  const basedOn = await currentVersion(db, tenantId);
  await db.query(
    `INSERT INTO tenant_config_drafts
       (tenant_id, settings, styling, features, based_on_version, saved_by)
     VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5, $6)
     ON CONFLICT (tenant_id) DO UPDATE SET settings = EXCLUDED.settings,
       styling = EXCLUDED.styling, features = EXCLUDED.features, saved_by = EXCLUDED.saved_by,
       saved_at = clock_timestamp()`,
    [
      tenantId,
      toJson(config.settings),
      toJson(config.styling),
      toJson(config.features),
      basedOn,
      userId,
    ],
  );
}

const VERSION_COLUMNS = `v.version, v.source, v.restored_version, v.published_at, v.published_by,
  u.name AS publisher_name, u.profile_picture AS publisher_picture`;

const VERSION_FROM = `tenant_config_versions v
  LEFT JOIN users u ON u.tenant_id = v.tenant_id AND u.id = v.published_by`;

function toVersion(row: VersionRow, current: number): TenantConfigVersion {
  return {
    version: row.version,
    source: row.source,
    ...(row.restored_version === null ? {} : { restoredVersion: row.restored_version }),
    publishedAt: isoTime(row.published_at),
    ...(row.published_by === null
      ? {}
      : {
          publishedBy: {
            userId: row.published_by,
            name: row.publisher_name ?? '',
            ...(row.publisher_picture ? { picture: row.publisher_picture } : {}),
          },
        }),
    current: row.version === current,
  };
}

export async function listVersions(
  db: Queryable,
  tenantId: string,
): Promise<TenantConfigVersion[]> {
  const result = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM ${VERSION_FROM}
      WHERE v.tenant_id = $1 ORDER BY v.version DESC LIMIT 200`,
    [tenantId],
  );
  const current = result.rows[0]?.version ?? 1;
  return result.rows.map((row) => toVersion(row, current));
}

/** A stored version's configuration, or null when the tenant has no such version. */
export async function versionConfig(
  db: Queryable,
  tenantId: string,
  version: number,
): Promise<TenantConfig | null> {
  const result = await db.query<ConfigColumns>(
    `SELECT settings, styling, features FROM tenant_config_versions
      WHERE tenant_id = $1 AND version = $2`,
    [tenantId, version],
  );
  const row = result.rows[0];
  return row === undefined ? null : configOf(row);
}

/** What is published when a publish or rollback starts: the state it replaces. */
export interface PublishedState {
  version: number;
  config: TenantConfig;
}

/**
 * Locks the tenant's configuration until the transaction ends and reads what is published, so
 * two publishes number their versions one after the other and each records the state it really
 * replaced.
 */
export async function lockPublished(tx: Queryable, tenantId: string): Promise<PublishedState> {
  const config = await readPublished(tx, tenantId, ' FOR UPDATE');
  return { version: await currentVersion(tx, tenantId), config };
}

/**
 * The draft a publish spends (its row locked, so a save meanwhile waits for the publish instead
 * of being dropped unpublished), or the published configuration again when there is none.
 */
export async function takeDraft(
  tx: Queryable,
  tenantId: string,
  published: PublishedState,
): Promise<TenantConfig> {
  const result = await tx.query<ConfigColumns>(
    `SELECT settings, styling, features FROM tenant_config_drafts
      WHERE tenant_id = $1 FOR UPDATE`,
    [tenantId],
  );
  const row = result.rows[0];
  return row === undefined ? published.config : configOf(row);
}

export interface NewVersion {
  config: TenantConfig;
  source: 'publish' | 'rollback';
  restoredVersion?: number;
  userId: string;
}

/**
 * Publishes `config` as the version after `published` and makes it the one the public routes
 * answer; the draft is spent. Only under lockPublished, in the same transaction.
 */
export async function publishVersion(
  tx: Queryable,
  tenantId: string,
  published: PublishedState,
  next: NewVersion,
): Promise<TenantConfigVersion> {
  const version = published.version + 1;
  const { settings, styling, features } = next.config;
  await tx.query(
    `INSERT INTO tenant_config_versions
       (tenant_id, version, settings, styling, features, source, restored_version, published_by)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7, $8)`,
    [
      tenantId,
      version,
      toJson(settings),
      toJson(styling),
      toJson(features),
      next.source,
      next.restoredVersion ?? null,
      next.userId,
    ],
  );
  await tx.query(
    `UPDATE tenants SET settings = $2::jsonb, styling = $3::jsonb, features = $4::jsonb,
       updated_at = now() WHERE tenant_id = $1`,
    [tenantId, toJson(settings), toJson(styling), toJson(features)],
  );
  await tx.query('DELETE FROM tenant_config_drafts WHERE tenant_id = $1', [tenantId]);
  const result = await tx.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM ${VERSION_FROM} WHERE v.tenant_id = $1 AND v.version = $2`,
    [tenantId, version],
  );
  return toVersion(result.rows[0]!, version);
}

interface Announcer {
  forgetTenant: (tenantId: string) => void;
  announce: (
    tenantId: string,
    type: typeof TENANT_LIVE_EVENTS.configPublished,
    payload: { version: number },
  ) => void;
}

/** After a publish: the public routes answer it at once and every open page re-reads it. */
export function announcePublished(ctx: Announcer, tenantId: string, version: number): void {
  ctx.forgetTenant(tenantId);
  ctx.announce(tenantId, TENANT_LIVE_EVENTS.configPublished, { version });
}
