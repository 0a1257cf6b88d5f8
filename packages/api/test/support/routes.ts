/** Shared by the walks over the route registry (bad-input, registry-walk). */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, ROLES, type Role } from '@mp/contracts';
import type { RouteDefinition } from '../../src/http/route';
import { validSamples, type Overrides } from '../samples';

/** The local part of the seeded account that acts in each role, in either tenant. */
export const ROLE_ACCOUNTS: Record<Role, string> = {
  [ROLES.administrator]: 'admin',
  [ROLES.freelancer]: 'freelancer',
  [ROLES.customer]: 'customer',
};

/** A route tenant users of some roles may call (not public, not the operator's). */
export function isRoleRoute(
  route: RouteDefinition,
): route is RouteDefinition & { access: readonly Role[] } {
  return Array.isArray(route.access);
}

/** The route's path with each `:name` replaced by the encoded `params[name]`. */
export function fillPath(route: RouteDefinition, params: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

export interface WalkRequest {
  url: string;
  body?: unknown;
  /** An Idempotency-Key of its own where the route takes one, so the walk reaches its checks. */
  headers: Record<string, string>;
}

/** One valid request per union branch of the body (or a single one), with `overrides` for ids. */
export function sampleRequests(route: RouteDefinition, overrides: Overrides = {}): WalkRequest[] {
  const headers = (): Record<string, string> =>
    route.idempotent ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {};
  const params = route.schemas.params
    ? (validSamples(route.schemas.params, overrides)[0] as Record<string, unknown>)
    : {};
  const url = fillPath(route, params);
  const query = route.schemas.query
    ? (validSamples(route.schemas.query, overrides)[0] as Record<string, string>)
    : undefined;
  const fullUrl =
    query && Object.keys(query).length > 0
      ? `${url}?${new URLSearchParams(query).toString()}`
      : url;
  if (route.schemas.body === undefined) return [{ url: fullUrl, headers: headers() }];
  return validSamples(route.schemas.body, overrides).map((body) => ({
    url: fullUrl,
    body,
    headers: headers(),
  }));
}
