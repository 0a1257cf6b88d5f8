import { ROLES, ZDashboard, ZDashboardQuery, endpoints, type DashboardItem } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { definePrivateRoute, type Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { customersAwaitingApproval } from '../admin';
import { jobsWithoutProposals, openInvitationsOf } from '../jobs';
import { unreadConversationsOf } from '../messaging';
import { milestonesAwaitingCustomer, milestonesAwaitingFreelancer, payoutsOf } from '../milestones';
import { productsAwaitingApproval } from '../products';
import { proposalsAwaitingAnswerOf, proposalsAwaitingCustomer } from '../proposals';
import { findUser, nextProfileStep } from '../users';

/** Items a dashboard answers without `limit`. */
const DEFAULT_LIMIT = 30;

/** Where a freelancer completes any part of their profile. */
const PROFILE_PAGE = '/freelancer/profile';

type Source = (db: Queryable, tenant: Tenant, caller: Caller) => Promise<DashboardItem[]>;

/** What each role is asked to look at, each read by the domain that owns it. */
const SOURCES_BY_ROLE: Record<number, readonly Source[]> = {
  [ROLES.customer]: [
    (db, tenant, caller) => proposalsAwaitingCustomer(db, tenant.id, caller.userId),
    (db, tenant, caller) => milestonesAwaitingCustomer(db, tenant.id, caller.userId),
    (db, tenant, caller) => unreadConversationsOf(db, tenant.id, caller.userId, caller.role),
    (db, tenant, caller) => jobsWithoutProposals(db, tenant.id, caller.userId),
  ],
  [ROLES.freelancer]: [
    (db, tenant, caller) => openInvitationsOf(db, tenant.id, caller.userId),
    (db, tenant, caller) => proposalsAwaitingAnswerOf(db, tenant.id, caller.userId),
    (db, tenant, caller) => milestonesAwaitingFreelancer(db, tenant.id, caller.userId),
    (db, tenant, caller) => payoutsOf(db, tenant.id, caller.userId),
    (db, tenant, caller) => unreadConversationsOf(db, tenant.id, caller.userId, caller.role),
  ],
  [ROLES.administrator]: [
    (db, tenant) => customersAwaitingApproval(db, tenant.id),
    (db, tenant, caller) => productsAwaitingApproval(db, tenant, caller),
  ],
};

/** Newest first; ties in a stable order so the list never jumps between two loads. */
function newestFirst(a: DashboardItem, b: DashboardItem): number {
  return b.at.localeCompare(a.at) || a.id.localeCompare(b.id);
}

export const getDashboard = definePrivateRoute(endpoints.getDashboard, {
  summary: 'What needs the caller now, newest first, each item with the page where it is acted on',
  description:
    "Role-aware: a customer's new proposals, milestones to approve, pay or sign off, unread conversations and jobs without proposals; a freelancer's invitations, proposals awaiting an answer, milestones to consent to or deliver, payouts and their next profile step; an administrator's customers and products awaiting approval. Only the caller's own tenant and records. See docs/dashboard.md.",
  query: ZDashboardQuery,
  response: ZDashboard,
  handler: async ({ tenant, db, caller, query }) => {
    const sources = SOURCES_BY_ROLE[caller.role] ?? [];
    const lists = await Promise.all(sources.map((source) => source(db, tenant, caller)));
    const items = lists
      .flat()
      .sort(newestFirst)
      .slice(0, query.limit ?? DEFAULT_LIMIT);
    return { items, nextProfileStep: await profileStepOf(db, tenant, caller) };
  },
});

async function profileStepOf(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
): Promise<{ step: NonNullable<ReturnType<typeof nextProfileStep>>; link: string } | null> {
  if (caller.role !== ROLES.freelancer) return null;
  const user = await findUser(db, tenant.id, caller.userId);
  const step = user === null ? null : nextProfileStep(user);
  return step === null ? null : { step, link: PROFILE_PAGE };
}
