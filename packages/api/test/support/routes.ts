/** Shared by the walks over the route registry (bad-input, registry-walk). */
import { ROLES, type Role } from '@mp/contracts';
import type { RouteDefinition } from '../../src/http/route';

/** The local part of the seeded account that acts in each role, in either tenant. */
export const ROLE_ACCOUNTS: Record<Role, string> = {
  [ROLES.administrator]: 'admin',
  [ROLES.freelancer]: 'freelancer',
  [ROLES.customer]: 'customer',
};

/** The route's path with each `:name` replaced by the encoded `params[name]`. */
export function fillPath(route: RouteDefinition, params: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}
