/**
 * POST, PUT, DELETE /freelancer/references {type, data.references}: the calling freelancer's
 * references, kept by type, each type with its list (docs/users.md#references).
 */
import { randomUUID } from 'node:crypto';
import {
  MAX_REFERENCES_PER_TYPE,
  ZAddReferencesBody,
  ZDeleteReferencesBody,
  ZMe,
  ZReplaceReferencesBody,
  type Reference,
  type ReferenceType,
  endpoints,
} from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { loadMe } from './store';

type Groups = { type: ReferenceType; references: Reference[] }[];

async function lockReferences(db: Queryable, tenantId: string, userId: string): Promise<Groups> {
  const result = await db.query<{ references: Groups | null }>(
    `SELECT "references" FROM users WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, userId],
  );
  const row = result.rows[0];
  if (row === undefined) throw httpErrors.userNotFound();
  return row.references ?? [];
}

/** Writes one type's list (dropping the type when empty), keeping the other types' order. */
async function writeGroup(
  db: Queryable,
  tenantId: string,
  userId: string,
  groups: Groups,
  type: ReferenceType,
  references: Reference[],
): Promise<void> {
  if (references.length > MAX_REFERENCES_PER_TYPE) {
    throw httpErrors.unprocessable(`At most ${MAX_REFERENCES_PER_TYPE} references of one type`, [
      {
        path: 'body.data.references',
        message: `At most ${MAX_REFERENCES_PER_TYPE} references of one type`,
      },
    ]);
  }
  const others = groups.filter((group) => group.type !== type);
  const index = groups.findIndex((group) => group.type === type);
  const next =
    references.length === 0
      ? others
      : index === -1
        ? [...groups, { type, references }]
        : groups.map((group) => (group.type === type ? { type, references } : group));
  await db.query(
    `UPDATE users SET "references" = $3::jsonb, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId, toJson(next)],
  );
}

function listOf(groups: Groups, type: ReferenceType): Reference[] {
  return groups.find((group) => group.type === type)?.references ?? [];
}

type IncomingReference = Omit<Reference, 'referenceId'> & { referenceId?: string };

function withId(reference: IncomingReference): Reference {
  return { ...reference, referenceId: reference.referenceId ?? randomUUID() };
}

const DESCRIPTION =
  "`type` is professional, academic or personal; `data.references` the references of that type. Answers the caller's record.";

export const addReferences = definePrivateRoute(endpoints.addFreelancerReferences, {
  summary: "Adds references to the calling freelancer's list of that type",
  description: `${DESCRIPTION} Each new reference gets a referenceId. More than ${MAX_REFERENCES_PER_TYPE} of one type: 422.`,
  body: ZAddReferencesBody,
  response: ZMe,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const groups = await lockReferences(tx, tenant.id, caller.userId);
      const added = body.data.references.map(withId);
      await writeGroup(tx, tenant.id, caller.userId, groups, body.type, [
        ...listOf(groups, body.type),
        ...added,
      ]);
      return loadMe(tx, tenant.id, caller.userId);
    }),
});

export const replaceReferences = definePrivateRoute(endpoints.replaceFreelancerReferences, {
  summary: "Replaces the calling freelancer's references of that type (an empty list removes them)",
  description: `${DESCRIPTION} References without a referenceId get one; a repeated referenceId: 422.`,
  body: ZReplaceReferencesBody,
  response: ZMe,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const references = body.data.references.map(withId);
      const seen = new Set<string>();
      references.forEach((reference, index) => {
        if (seen.has(reference.referenceId)) {
          throw httpErrors.unprocessable('A referenceId is repeated', [
            {
              path: `body.data.references.${index}.referenceId`,
              message: 'This referenceId is already in the list',
            },
          ]);
        }
        seen.add(reference.referenceId);
      });
      const groups = await lockReferences(tx, tenant.id, caller.userId);
      await writeGroup(tx, tenant.id, caller.userId, groups, body.type, references);
      return loadMe(tx, tenant.id, caller.userId);
    }),
});

export const deleteReferences = definePrivateRoute(endpoints.deleteFreelancerReferences, {
  summary: "Removes references (by referenceId) from the calling freelancer's list of that type",
  description: `${DESCRIPTION} Ids not in the list are ignored, so a repeated call changes nothing.`,
  body: ZDeleteReferencesBody,
  response: ZMe,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const groups = await lockReferences(tx, tenant.id, caller.userId);
      const removed = new Set(body.data.references.map((reference) => reference.referenceId));
      const kept = listOf(groups, body.type).filter(
        (reference) => !removed.has(reference.referenceId),
      );
      await writeGroup(tx, tenant.id, caller.userId, groups, body.type, kept);
      return loadMe(tx, tenant.id, caller.userId);
    }),
});
