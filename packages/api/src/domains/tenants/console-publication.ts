import type { TenantConfigVersion } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type { PrivateContext } from '../../http/route';
import {
  announcePublished,
  lockPublished,
  publishVersion,
  type NewVersion,
  type PublishedState,
} from './console-config-store';

/** What a publish or rollback makes the next version. */
export type Publication = Omit<NewVersion, 'userId'>;

/**
 * Publishes the configuration `choose` picks under the tenant's lock, records it in the audit
 * trail with the state it replaced, then tells every open page of the tenant
 * (docs/tenant-console.md#publishing).
 */
export async function publishAudited(
  ctx: PrivateContext<unknown, unknown, unknown>,
  choose: (tx: Queryable, published: PublishedState) => Promise<Publication>,
): Promise<TenantConfigVersion> {
  const { tenant, db, caller, audit } = ctx;
  const version = await db.transaction(async (tx) => {
    const published = await lockPublished(tx, tenant.id);
    const next = await choose(tx, published);
    const created = await publishVersion(tx, tenant.id, published, {
      ...next,
      userId: caller.userId,
    });
    await audit.record(tx, {
      tenantId: tenant.id,
      actorId: caller.userId,
      action: `tenantConfig.${next.source}`,
      targetType: 'tenantConfig',
      targetId: tenant.id,
      before: { version: published.version, ...published.config },
      after: {
        version: created.version,
        ...(next.restoredVersion === undefined ? {} : { restoredVersion: next.restoredVersion }),
        ...next.config,
      },
    });
    return created;
  });
  announcePublished(ctx, tenant.id, version.version);
  return version;
}
