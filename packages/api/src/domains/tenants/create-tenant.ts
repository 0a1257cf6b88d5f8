import {
  ROLES,
  ZCreateTenantBody,
  ZCreatedTenant,
  endpoints,
  type CreateTenantBody,
} from '@mp/contracts';
import { RefusedPassword, type IdentityService } from '../../auth';
import { toJson, type Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { defineOperatorRoute } from '../../http/route';
import { tenantSiteUrl } from '../../mail';
import { provisionUser } from '../users';
import { tenantTemplate, type TenantTemplate } from './template';

/** 409 naming the taken id or hosts, or nothing when both are free. */
async function refuseTaken(db: Queryable, body: CreateTenantBody): Promise<void> {
  const taken = await db.query<{ tenant_id: string; hosts: string[] }>(
    'SELECT tenant_id, hosts FROM tenants WHERE tenant_id = $1 OR hosts && $2::text[]',
    [body.tenantId, body.hosts],
  );
  if (taken.rows.length === 0) return;
  const takenHosts = new Set(taken.rows.flatMap((row) => row.hosts.map((h) => h.toLowerCase())));
  const fields = [
    ...(taken.rows.some((row) => row.tenant_id === body.tenantId)
      ? [{ path: 'body.tenantId', message: 'A tenant with this id exists' }]
      : []),
    ...body.hosts.flatMap((host, index) =>
      takenHosts.has(host)
        ? [{ path: `body.hosts.${index}`, message: 'Another tenant serves this host' }]
        : [],
    ),
  ];
  throw httpErrors.conflict('The tenant id or a host is taken', fields);
}

async function insertTenant(tx: Queryable, body: CreateTenantBody, template: TenantTemplate) {
  const { settings, styling, features } = template;
  await tx.query(
    `INSERT INTO tenants (tenant_id, name, hosts, settings, styling, features, datatypes)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, '[]'::jsonb)`,
    [body.tenantId, body.name, body.hosts, toJson(settings), toJson(styling), toJson(features)],
  );
  // Version 1 of the configuration, as a seeded tenant's (docs/tenant-console.md#versions).
  await tx.query(
    `INSERT INTO tenant_config_versions (tenant_id, version, settings, styling, features, source)
     VALUES ($1, 1, $2::jsonb, $3::jsonb, $4::jsonb, 'seed')`,
    [body.tenantId, toJson(settings), toJson(styling), toJson(features)],
  );
  for (const [position, service] of template.services.entries()) {
    await tx.query(
      `INSERT INTO services (tenant_id, id, name, slug, description, icon, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        body.tenantId,
        service.id,
        service.name,
        service.slug,
        service.description ?? null,
        service.icon ?? null,
        position,
      ],
    );
  }
  for (const [position, skill] of template.skills.entries()) {
    await tx.query(
      `INSERT INTO skills (tenant_id, id, name, service_ids, position) VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [
        body.tenantId,
        skill.id,
        skill.name,
        skill.serviceIds === undefined ? null : toJson(skill.serviceIds),
        position,
      ],
    );
  }
}

/** The pool and administrator at the identity service; its refusals become field errors. */
async function createIdentity(identity: IdentityService, body: CreateTenantBody, siteUrl: string) {
  const origins = body.hosts.map((host) => tenantSiteUrl(siteUrl, [host]));
  try {
    return await identity.createTenant({
      tenantId: body.tenantId,
      marketplaceName: body.name,
      signInUrl: `${origins[0]}/login`,
      callbackUrls: origins.map((origin) => `${origin}/callback`),
      administrator: body.administrator,
    });
  } catch (error) {
    if (!(error instanceof RefusedPassword)) throw error;
    throw httpErrors.validation([{ path: 'body.administrator.password', message: error.message }]);
  }
}

/** What the audit trail keeps of a creation: never the administrator's password. */
function createdRecord(body: CreateTenantBody, template: TenantTemplate) {
  return {
    tenantId: body.tenantId,
    name: body.name,
    hosts: body.hosts,
    languages: body.languages,
    defaultLocale: template.settings.defaultLocale,
    currency: template.settings.currency,
    administrator: { email: body.administrator.email, name: body.administrator.name },
  };
}

export const createTenant = defineOperatorRoute(endpoints.createTenant, {
  summary: 'Creates a tenant, served at once: hosts, languages, user pool and first administrator',
  description:
    'The platform operator only (Authorization: Bearer OPERATOR_TOKEN; no tenant header needed). Validates the id, hosts, languages and administrator, refuses a taken id or host with 409 CONFLICT naming the field, asks the identity service for the user pool and the administrator (with the initial password, or invited by e-mail without one), stores the tenant from the template with the administrator (role 1), and forgets the cached tenant hosts so the next request for a new host is served. See docs/tenants.md#creating-a-tenant.',
  body: ZCreateTenantBody,
  response: ZCreatedTenant,
  handler: async (ctx) => {
    const { body, db, identity, siteUrl, audit } = ctx;
    const email = body.administrator.email.toLowerCase();
    const input = { ...body, administrator: { ...body.administrator, email } };
    await refuseTaken(db, input);
    const pool = await createIdentity(identity, input, siteUrl);
    const template = tenantTemplate(input, email);
    await db.transaction(async (tx) => {
      // One creation at a time, so two operators cannot both take a host between check and insert.
      await tx.query('LOCK TABLE tenants IN SHARE ROW EXCLUSIVE MODE');
      await refuseTaken(tx, input);
      await insertTenant(tx, input, template);
      await provisionUser(
        tx,
        { id: input.tenantId, features: template.features },
        {
          sub: pool.administrator.userId,
          tenantId: input.tenantId,
          email,
          name: input.administrator.name,
          role: ROLES.administrator,
          freelancerRole: null,
        },
      );
      // In the same transaction: one entry exactly when the tenant is created, so a retry after a
      // failed attempt records once and a retry after success (409) records nothing.
      await audit.recordOperator(tx, {
        tenantId: input.tenantId,
        action: 'tenant.create',
        targetType: 'tenant',
        targetId: input.tenantId,
        before: null,
        after: createdRecord(input, template),
      });
    });
    ctx.forgetTenant(input.tenantId);
    ctx.forgetTenantHosts();
    ctx.log.info({ tenantId: input.tenantId, hosts: input.hosts }, 'operator created a tenant');
    return {
      tenantId: input.tenantId,
      name: input.name,
      hosts: input.hosts,
      languages: input.languages,
      defaultLocale: template.settings.defaultLocale,
      currency: template.settings.currency,
      identity: {
        region: pool.region,
        userPoolId: pool.userPoolId,
        clientId: pool.clientId,
        identityPoolId: pool.identityPoolId,
      },
      administrator: {
        userId: pool.administrator.userId,
        email,
        invited: pool.administrator.invited,
      },
    };
  },
});
