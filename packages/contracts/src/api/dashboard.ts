/**
 * The dashboard (docs/dashboard.md): what needs the caller now, newest first, each item with the
 * page where it is acted on.
 */
import { z } from 'zod';
import { ZPersonShown } from './common';

/** What a customer is asked to look at. */
export const CUSTOMER_DASHBOARD_KINDS = [
  'proposalReceived',
  'milestoneToApprove',
  'milestoneToPay',
  'milestoneToSignOff',
  'unreadConversation',
  'jobWithoutProposals',
] as const;

/** What a freelancer is asked to look at. */
export const FREELANCER_DASHBOARD_KINDS = [
  'invitation',
  'proposalAwaitingAnswer',
  'milestoneToConsent',
  'milestoneToDeliver',
  'payout',
  'unreadConversation',
] as const;

/** What an administrator is asked to look at. */
export const ADMINISTRATOR_DASHBOARD_KINDS = ['customerApproval', 'productApproval'] as const;

export const DASHBOARD_ITEM_KINDS = [
  ...new Set([
    ...CUSTOMER_DASHBOARD_KINDS,
    ...FREELANCER_DASHBOARD_KINDS,
    ...ADMINISTRATOR_DASHBOARD_KINDS,
  ]),
] as const;
export type DashboardItemKind =
  | (typeof CUSTOMER_DASHBOARD_KINDS)[number]
  | (typeof FREELANCER_DASHBOARD_KINDS)[number]
  | (typeof ADMINISTRATOR_DASHBOARD_KINDS)[number];

/** The parts of a freelancer's profile the dashboard asks for, in the order it asks. */
export const PROFILE_STEPS = [
  'picture',
  'headline',
  'description',
  'services',
  'skills',
  'rate',
] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

/** A person an item is about, shown with their picture. */
export const ZDashboardPerson = ZPersonShown;
export type DashboardPerson = z.infer<typeof ZDashboardPerson>;

export const ZDashboardItem = z.object({
  /** Unique in the answer: the kind and the id of what it is about. */
  id: z.string(),
  kind: z.enum(DASHBOARD_ITEM_KINDS as unknown as [DashboardItemKind, ...DashboardItemKind[]]),
  /** When it started needing the caller (ISO time); the list is newest first. */
  at: z.string(),
  /** The page where it is acted on (a path of this site). */
  link: z.string(),
  /** What it is about: a job's, milestone's or product's title, a person's name. */
  title: z.string(),
  /** The job a milestone, proposal or conversation belongs to, when there is one. */
  jobTitle: z.string().nullable(),
  person: ZDashboardPerson.nullable(),
  /** An amount in minor units of the tenant's currency (milestones, payouts). */
  amount: z.number().int().nullable(),
  /** Unread messages of a conversation. */
  count: z.number().int().min(0).nullable(),
  /** A payout's status: waiting_for_account, pending, paid, failed. */
  status: z.string().nullable(),
});
export type DashboardItem = z.infer<typeof ZDashboardItem>;

/** GET /dashboard ?limit: at most `limit` items (30 by default, at most 100). */
export const ZDashboardQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type DashboardQuery = z.infer<typeof ZDashboardQuery>;

export const ZDashboard = z.object({
  items: z.array(ZDashboardItem),
  /** A freelancer's next profile step, with the page that completes it; null when complete. */
  nextProfileStep: z.object({ step: z.enum(PROFILE_STEPS), link: z.string() }).nullable(),
});
export type Dashboard = z.infer<typeof ZDashboard>;
