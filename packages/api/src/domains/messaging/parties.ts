/**
 * Who may talk to whom: a channel joins one customer and one freelancer of the tenant, the
 * caller is always one of them, and a job it is about belongs to its customer.
 */
import { API_ERROR_CODES, ROLES, type Role } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import { findJob } from '../jobs';
import { findUser, USER_STATUS_DEACTIVATED } from '../users';
import type { ChannelPair } from './store';

const ROLE_NAMES: Readonly<Record<number, string>> = {
  [ROLES.freelancer]: 'freelancer',
  [ROLES.customer]: 'customer',
};

/** The other party must be an active user of the tenant with the role their side needs. */
async function requireUserWithRole(
  db: Queryable,
  tenantId: string,
  userId: string,
  role: Role,
  field: string,
): Promise<void> {
  const user = await findUser(db, tenantId, userId);
  if (user === null || user.status === USER_STATUS_DEACTIVATED) {
    throw new HttpError(404, API_ERROR_CODES.userNotFound, 'No such user in this tenant', [
      { path: field, message: 'No such user in this marketplace' },
    ]);
  }
  if (user.role !== role) {
    throw httpErrors.unprocessable(`That user is not a ${ROLE_NAMES[role] ?? 'party'}`, [
      { path: field, message: `Name a ${ROLE_NAMES[role] ?? 'party'}` },
    ]);
  }
}

async function requireJobOf(
  db: Queryable,
  tenantId: string,
  jobId: string,
  customerId: string,
  field: string,
): Promise<void> {
  if ((await customerOfJob(db, tenantId, jobId, field)) !== customerId) {
    throw httpErrors.unprocessable('The job does not belong to the customer of this conversation', [
      { path: field, message: "Name a job of the conversation's customer" },
    ]);
  }
}

export interface PairFields {
  freelancerId: string;
  customerId: string;
  jobId: string;
}

/**
 * Checks a requested pair: the caller is its own side, the other side exists with the right
 * role, the job (if any) is the customer's. `fields` names the body fields for 4xx answers.
 */
export async function checkPair(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  pair: ChannelPair,
  fields: PairFields,
): Promise<void> {
  const callerIsCustomer = caller.role === ROLES.customer;
  const own = callerIsCustomer ? pair.customerId : pair.freelancerId;
  if (own !== caller.userId) {
    throw new HttpError(
      403,
      API_ERROR_CODES.forbidden,
      'You may only open conversations you are a party to',
      [
        {
          path: callerIsCustomer ? fields.customerId : fields.freelancerId,
          message: 'Must be your own user id',
        },
      ],
    );
  }
  await (callerIsCustomer
    ? requireUserWithRole(db, tenantId, pair.freelancerId, ROLES.freelancer, fields.freelancerId)
    : requireUserWithRole(db, tenantId, pair.customerId, ROLES.customer, fields.customerId));
  if (pair.jobId !== null)
    await requireJobOf(db, tenantId, pair.jobId, pair.customerId, fields.jobId);
}

/** The customer of a job, for a freelancer writing about a job without naming the customer. */
export async function customerOfJob(
  db: Queryable,
  tenantId: string,
  jobId: string,
  field: string,
): Promise<string> {
  const job = await findJob(db, tenantId, jobId);
  if (job === null) {
    throw new HttpError(404, API_ERROR_CODES.jobNotFound, 'No such job in this tenant', [
      { path: field, message: 'No such job' },
    ]);
  }
  return job.customer_id;
}
