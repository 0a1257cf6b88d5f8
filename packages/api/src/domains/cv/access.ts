/**
 * Who may generate whose CV (docs/users.md#cv): a freelancer their own; the tenant's customers
 * and administrators any freelancer's of the tenant (a CV is what a public profile shows).
 * Other freelancers may not; other tenants never see the user (404).
 */
import { ROLES } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { UserRow } from '../users';

export function requireCvReader(caller: Caller, user: UserRow): void {
  if (user.role !== ROLES.freelancer) {
    throw httpErrors.unprocessable('Only freelancers have a CV', [
      { path: 'params.userId', message: 'Not a freelancer' },
    ]);
  }
  if (caller.role === ROLES.freelancer && caller.userId !== user.id) {
    throw httpErrors.forbidden('Freelancers generate their own CV only');
  }
}
