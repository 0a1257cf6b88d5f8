/**
 * The ONE evaluation of feature switches (docs/tenants.md#feature-switches), used by both the API
 * and the front ends, so a switch can never mean one thing on the server and another on screen.
 * Deliberately free of zod (schemas live in features.ts): the shell evaluates switches on the
 * signed-out home page, whose JavaScript budget is tight.
 */
import {
  FEATURE_NAMES,
  FREELANCER_ROLES,
  ROLES,
  type FreelancerRole,
  type Role,
} from '../constants';
import { REMOTES, type RemoteName } from '../remotes';
import type { FeatureValue, TenantFeatures } from './features';

/**
 * The role vocabulary of per-role switch values: customer, individual freelancer and other
 * freelancer roles; administrators get their own entry.
 */
export const USER_ROLES = [
  'customer',
  'individualFreelancer',
  'otherFreelancer',
  'administrator',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Maps a user's (role, freelancerRole) to the switch vocabulary. An independent freelancer
 * (sub-type 2) is an individual freelancer; agency companies (0) and agency freelancers (1)
 * are other freelancer roles. A freelancer without a sub-type is treated as independent,
 * the sub-type a self-registered freelancer gets.
 */
export function toUserRole(role: Role, freelancerRole?: FreelancerRole | null): UserRole {
  if (role === ROLES.administrator) return 'administrator';
  if (role === ROLES.customer) return 'customer';
  if (freelancerRole === undefined || freelancerRole === null) return 'individualFreelancer';
  return freelancerRole === FREELANCER_ROLES.independentFreelancer
    ? 'individualFreelancer'
    : 'otherFreelancer';
}

/**
 * Switch names used across the product (docs/tenants.md#switch-names): the constants' list, the
 * switches of screens and prompts, and the per-remote switches of remotes.ts. The language list is
 * not a switch: it is `languages` of the tenant settings.
 */
export const FEATURES = {
  ...FEATURE_NAMES,
  hideFreelancerRate: 'hideFreelancerRate',
  identityProviders: 'identityProviders',
  switchUsers: 'switchUsers',
  toastDuration: 'toastDuration',
  surveyPopup: 'surveyPopup',
  chatSupport: 'chatSupport',
  internalMessaging: 'internalMessaging',
  dashboard: 'dashboard',
  dashboardRedesign: 'dashboardRedesign',
  publicFreelancerSearch: 'publicFreelancerSearch',
  freelancerSearchesFreelancers: 'freelancerSearchesFreelancers',
  postJobPage: 'postJobPage',
  postJobFormPage: 'postJobFormPage',
  contentDataPage: 'contentDataPage',
  createMilestonesOnJobPost: 'createMilestonesOnJobPost',
  paymentGateway: 'paymentGateway',
  smartContract: 'smartContract',
  adminApprovesProducts: 'adminApprovesProducts',
  referralInvites: 'referralInvites',
  credits: 'credits',
  cvGeneration: 'cvGeneration',
  cvParsing: 'cvParsing',
  activityPosts: 'activityPosts',
  identityVerification: 'identityVerification',
  jobsRemote: 'jobsRemote',
  proposalsRemote: 'proposalsRemote',
  contractsPaymentsRemote: 'contractsPaymentsRemote',
  messagingRemote: 'messagingRemote',
  productsRemote: 'productsRemote',
  profileRemote: 'profileRemote',
  /** Contact details before a contract: value 'mask' or 'warn' (docs/messaging.md#contact-detail-guard). */
  contactDetailGuard: 'contactDetailGuard',
} as const;
export type KnownFeatureName = (typeof FEATURES)[keyof typeof FEATURES];

/** Who is asking. `role` is absent for signed-out visitors. */
export interface FeatureContext {
  tenantId: string;
  role?: Role | null;
  freelancerRole?: FreelancerRole | null;
}

export interface FeatureEvaluation {
  enabled: boolean;
  /** The switch's value, only while the switch is on for this context. */
  value: FeatureValue | undefined;
  /** The per-role toast duration in seconds, when the matching role entry sets one. */
  duration: number | undefined;
}

const OFF: FeatureEvaluation = { enabled: false, value: undefined, duration: undefined };

/**
 * Evaluates one switch for one tenant and user. Order: a missing switch is off; a switch
 * forced for this tenant is on; otherwise a `values` entry for the user's role decides;
 * otherwise `isEnabled` decides (signed-out visitors always get `isEnabled`).
 */
export function evaluateFeature(
  features: TenantFeatures | null | undefined,
  name: string,
  ctx: FeatureContext,
): FeatureEvaluation {
  const feature = features && Object.hasOwn(features, name) ? features[name] : undefined;
  if (!feature) return OFF;

  const userRole =
    ctx.role === undefined || ctx.role === null
      ? undefined
      : toUserRole(ctx.role, ctx.freelancerRole);
  const roleEntry = userRole ? feature.values?.find((v) => v.userRole === userRole) : undefined;
  const forced = feature.forcedTenantId !== undefined && feature.forcedTenantId === ctx.tenantId;
  const enabled = forced || (roleEntry ? roleEntry.enabled : feature.isEnabled);

  if (!enabled) return OFF;
  return { enabled, value: feature.value, duration: roleEntry?.duration };
}

/** Shorthand for `evaluateFeature(...).enabled`. */
export function isFeatureEnabled(
  features: TenantFeatures | null | undefined,
  name: string,
  ctx: FeatureContext,
): boolean {
  return evaluateFeature(features, name, ctx).enabled;
}

/**
 * Remote switches invert the default: a remote is on unless its switch exists and evaluates
 * to off, so a tenant without the switch keeps every remote and a disabled remote is never
 * fetched. An unknown remote name is off.
 */
export function isRemoteEnabled(
  features: TenantFeatures | null | undefined,
  remoteName: RemoteName | string,
  ctx: FeatureContext,
): boolean {
  const remote = REMOTES.find((r) => r.name === remoteName);
  if (!remote) return false;
  if (!features || !Object.hasOwn(features, remote.feature)) return true;
  return evaluateFeature(features, remote.feature, ctx).enabled;
}

/**
 * Whether customers an administrator has not approved are held back for this user: the
 * `adminApprovesCustomers` switch is on for them with `{ withRestriction: true }`. Such a
 * customer sees only the pending-approval screen, and the API refuses them every call but that
 * screen's (docs/security.md#server-side-gates).
 */
export function restrictsUnapprovedCustomers(
  features: TenantFeatures | null | undefined,
  ctx: FeatureContext,
): boolean {
  const approval = evaluateFeature(features, FEATURES.adminApprovesCustomers, ctx);
  const value = approval.value;
  return (
    approval.enabled &&
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>).withRestriction === true
  );
}

/**
 * Whether this user may verify their identity (docs/payments.md#identity-verification): the
 * `identityVerification` switch offers it, and `requireIdentityVerification` implies it (a
 * requirement the user could not meet would lock them out).
 */
export function offersIdentityVerification(
  features: TenantFeatures | null | undefined,
  ctx: FeatureContext,
): boolean {
  return (
    evaluateFeature(features, FEATURES.identityVerification, ctx).enabled ||
    evaluateFeature(features, FEATURES.requireIdentityVerification, ctx).enabled
  );
}

/** The names of the remotes this tenant and user may load, in REMOTES order. */
export function enabledRemoteNames(
  features: TenantFeatures | null | undefined,
  ctx: FeatureContext,
): RemoteName[] {
  return REMOTES.filter((r) => isRemoteEnabled(features, r.name, ctx)).map((r) => r.name);
}

/**
 * Toast auto-close time in ms for the configurable toast switch: the role's `duration`, else
 * a numeric `value`, both in seconds; otherwise the given default (the switch has no default of
 * its own, so callers pass the 4 s default or a longer one; docs/shell.md#toasts).
 */
export function toastDurationMs(
  features: TenantFeatures | null | undefined,
  ctx: FeatureContext,
  fallbackMs: number,
  name: string = FEATURES.toastDuration,
): number {
  const { enabled, value, duration } = evaluateFeature(features, name, ctx);
  if (!enabled) return fallbackMs;
  if (duration !== undefined) return duration * 1000;
  return typeof value === 'number' && value > 0 ? value * 1000 : fallbackMs;
}
