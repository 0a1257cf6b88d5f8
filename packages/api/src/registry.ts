/**
 * The one route registry. Every operation lives in src/domains/<domain>/<operation>.ts and is
 * listed here; registerRoutes alone wires it into fastify with tenant resolution,
 * authentication, role checks, input validation and response shaping, so no route can skip them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_ERROR_CODES } from '@mp/contracts';
import type { SessionControl } from './auth/sessions';
import type { Authenticator } from './auth/types';
import type { Database } from './db/types';
import { createActivityPost } from './domains/activity/create-post';
import { deleteActivityPost } from './domains/activity/delete-post';
import { listActivityPosts } from './domains/activity/list-posts';
import { updateActivityPost } from './domains/activity/update-post';
import { generateCv } from './domains/cv/generate-cv';
import { latestCvParse } from './domains/cv/latest-cv-parse';
import { startCvParse } from './domains/cv/start-cv-parse';
import { extractAllCustomData } from './domains/custom-data/extract-all';
import { extractCustomData } from './domains/custom-data/extract-data-type';
import { extractWithAi } from './domains/custom-data/extract-with-ai';
import { getDashboard } from './domains/dashboard/get-dashboard';
import { getProfileViews } from './domains/profile-views/get-profile-views';
import { viewProfile } from './domains/profile-views/view-profile';
import { getContractReviews } from './domains/reviews/get-contract-reviews';
import { hideReview } from './domains/reviews/hide-review';
import { listUserReviews } from './domains/reviews/list-user-reviews';
import { replyToReview } from './domains/reviews/reply-to-review';
import { writeReview } from './domains/reviews/write-review';
import { decideCustomerApproval } from './domains/admin/decide-customer-approval';
import {
  disputeRecurringMilestone,
  getDispute,
  listDisputes,
  openDispute,
  postDisputeMessage,
  resolveDispute,
} from './domains/disputes';
import { getOwnApproval } from './domains/admin/get-own-approval';
import { listCustomers } from './domains/admin/list-customers';
import { listAudit } from './domains/admin/list-audit';
import { createEvent } from './domains/events/create-event';
import { reportClientEvents } from './domains/client-reports/report-client-events';
import { deleteFile, deletePublicFile } from './domains/files/delete';
import { getFile, getPublicFile } from './domains/files/download';
import { uploadFile, uploadPublicFile } from './domains/files/upload';
import { acceptInvitation } from './domains/jobs/accept-invitation';
import { closeJob } from './domains/jobs/close-job';
import { sendContractAcceptedEvent } from './domains/jobs/contract-accepted-event';
import { editJob } from './domains/jobs/edit-job';
import { endJob } from './domains/jobs/end-job';
import { getJob, getJobByBody } from './domains/jobs/get-job';
import { createInviteLinks } from './domains/jobs/invite-links';
import { getJobsWithFreelancerDetails } from './domains/jobs/jobs-with-freelancers';
import { listJobs } from './domains/jobs/list-jobs';
import { notifyAdminFromJobPages } from './domains/jobs/notify-admin';
import { postJob } from './domains/jobs/post-job';
import { publicSendInvitation } from './domains/jobs/public-send-invitation';
import { sendInvitation } from './domains/jobs/send-invitation';
import { setJobTax } from './domains/jobs/set-job-tax';
import { updateJobService } from './domains/jobs/update-job-service';
import { getInvoicePdf } from './domains/invoices/download-pdf';
import { listInvoices } from './domains/invoices/list-invoices';
import { getInvoiceParticipants } from './domains/invoices/participants';
import { createChannel } from './domains/messaging/create-channel';
import { approveMilestone, consentToMilestone, deleteMilestone } from './domains/milestones/decide';
import { listMilestoneEvents, listMilestones, listRecurring } from './domains/milestones/list';
import { changeMilestoneJob } from './domains/milestones/change-job';
import { createMilestones, milestoneUpdate } from './domains/milestones/propose';
import { setMilestoneStatus } from './domains/milestones/set-status';
import { getChannel } from './domains/messaging/get-channel';
import { listChannels } from './domains/messaging/list-channels';
import { postChannelMessage } from './domains/messaging/post-channel-message';
import { sendMessage } from './domains/messaging/send-message';
import { getNotificationPreferences } from './domains/notifications/get-preferences';
import { listNotifications } from './domains/notifications/list-notifications';
import { readNotifications } from './domains/notifications/read-notifications';
import { updateNotificationPreferences } from './domains/notifications/update-preferences';
import { listFlaggedContent } from './domains/moderation/list-flagged-content';
import { cancelMeeting } from './domains/scheduling/cancel-meeting';
import { getMeetingCalendarFile } from './domains/scheduling/get-calendar-file';
import { initScheduling } from './domains/scheduling/init-scheduling';
import { listMeetings } from './domains/scheduling/list-meetings';
import { listMeetingSlots } from './domains/scheduling/list-slots';
import { refreshScheduling } from './domains/scheduling/refresh-scheduling';
import { rotateCalendarFeed } from './domains/scheduling/rotate-calendar-feed';
import { setAvailability } from './domains/scheduling/set-availability';
import { setSchedulingTimezone } from './domains/scheduling/set-timezone';
import { createPaymentAccountLink } from './domains/payments/create-link';
import { calculateMilestonePayment, calculateRate } from './domains/payments/calculate';
import {
  createCustomerPaymentAccount,
  listPaymentMethods,
} from './domains/payments/customer-account';
import { createSmartContract } from './domains/payments/crypto';
import { payMilestone, retryPayin } from './domains/payments/pay';
import { buyCredits } from './domains/credits/buy-credits';
import { getCredits, listCreditHistory } from './domains/credits/get-credits';
import { cancelSubscription } from './domains/subscriptions/cancel';
import { getSubscription } from './domains/subscriptions/get-subscription';
import { listSubscriptionPlans } from './domains/subscriptions/plans';
import { subscribe } from './domains/subscriptions/subscribe';
import { retryPayout } from './domains/payments/retry-payout';
import { signOffMilestone, updateMilestone } from './domains/payments/sign-off';
import { getPaymentAccount } from './domains/payments/get-account';
import { getIdentityVerification } from './domains/payments/get-identity-verification';
import { startIdentityVerification } from './domains/payments/start-identity-verification';
import { setExternalAccount } from './domains/payments/set-external-account';
import { updatePaymentAccount } from './domains/payments/update-account';
import { bookProduct } from './domains/products/book-product';
import { cancelBooking } from './domains/products/cancel-booking';
import { createProduct } from './domains/products/create-product';
import { deleteProduct } from './domains/products/delete-product';
import { editProduct } from './domains/products/edit-product';
import { getProduct, getProductByName } from './domains/products/get-product';
import { decideProductApproval } from './domains/products/decide-approval';
import { listProductsForApproval } from './domains/products/list-for-approval';
import { listBookings } from './domains/products/list-bookings';
import { listOrders } from './domains/products/list-orders';
import { listOwnProducts } from './domains/products/list-own-products';
import { listProductConversations } from './domains/products/product-conversations';
import { requestProductApproval } from './domains/products/request-approval';
import { resolveRedirect } from './domains/products/resolve-redirect';
import { homepageFreelancers } from './domains/search/homepage-freelancers';
import { jobFreelancers } from './domains/search/job-freelancers';
import { searchFreelancers } from './domains/search/search-freelancers';
import { searchJobs } from './domains/search/search-jobs';
import { searchPrivate } from './domains/search/search-private';
import { searchPublic } from './domains/search/search-public';
import { acceptContract } from './domains/proposals/accept-contract';
import { acceptMeeting } from './domains/proposals/accept-meeting';
import { composeIntroductionRoute } from './domains/proposals/compose-introduction';
import { composeProposal } from './domains/proposals/compose-proposal';
import { createProposal } from './domains/proposals/create-proposal';
import { listFreelancerContracts } from './domains/proposals/list-freelancer-contracts';
import { listFreelancerProposals } from './domains/proposals/list-freelancer-proposals';
import { notifyAdminFromProposals } from './domains/proposals/notify-admin';
import { publicApply } from './domains/proposals/public-apply';
import { putProposal } from './domains/proposals/put-proposal';
import { sendProposalRoute } from './domains/proposals/send-proposal';
import { shortList } from './domains/proposals/short-list';
import { teamDecline } from './domains/proposals/team-decline';
import { updateContract } from './domains/proposals/update-contract';
import { updateProposal } from './domains/proposals/update-proposal';
import { getDatatypes } from './domains/tenants/get-datatypes';
import { getFeatures } from './domains/tenants/get-features';
import { getContentPage } from './domains/tenants/get-content-page';
import { getMarketplaceStats } from './domains/tenants/get-marketplace-stats';
import { getSettings } from './domains/tenants/get-settings';
import { getStyling } from './domains/tenants/get-styling';
import { listAgencies } from './domains/tenants/list-agencies';
import { listServices } from './domains/tenants/list-services';
import { listSkills } from './domains/tenants/list-skills';
import { getTenantConfigDraft } from './domains/tenants/console-get-draft';
import { listTenantConfigVersions } from './domains/tenants/console-list-versions';
import { publishTenantConfig } from './domains/tenants/console-publish';
import { rollBackTenantConfig } from './domains/tenants/console-roll-back';
import { saveTenantConfigDraft } from './domains/tenants/console-save-draft';
import { createTenant } from './domains/tenants/create-tenant';
import { listTenants } from './domains/tenants/list-tenants';
import type { TenantCache } from './tenancy';
import { attachUser } from './domains/users/attach-user';
import { detachUser } from './domains/users/detach-user';
import { getFavouriteFreelancers } from './domains/users/get-favourite-freelancers';
import { getMe } from './domains/users/get-me';
import { getPublicUser } from './domains/users/get-public-user';
import { getUserByUsername } from './domains/users/get-user-by-username';
import { listAttachedUsers } from './domains/users/list-attached-users';
import { addAgencyMember } from './domains/users/add-agency-member';
import { getOrganisationByName } from './domains/users/get-organisation-by-name';
import { getOwnAgency } from './domains/users/get-own-agency';
import { listAgencyMembers } from './domains/users/list-agency-members';
import { listRecruiters } from './domains/users/list-recruiters';
import { removeAgencyMember } from './domains/users/remove-agency-member';
import { listReferrals } from './domains/users/list-referrals';
import { patchFreelancerProfile } from './domains/users/patch-freelancer-profile';
import { provisionUserRoute } from './domains/users/provision-user';
import { addReferences, deleteReferences, replaceReferences } from './domains/users/references';
import { requestDeleteAccount } from './domains/users/request-delete-account';
import { updateCustomerProfile } from './domains/users/update-customer-profile';
import { updateFavouriteFreelancers } from './domains/users/update-favourite-freelancers';
import { updateFreelancerProfile } from './domains/users/update-freelancer-profile';
import { listCallRooms } from './domains/video/list-rooms';
import { notifyChatStarted } from './domains/video/notify-chat-started';
import { videoRoomToken } from './domains/video/room-token';
import { startTopicCall } from './domains/video/start-topic-call';
import { videoUserToken } from './domains/video/user-token';
import { HttpError } from './http/errors';
import { answerOnce } from './http/idempotency';
import type { BackgroundTasks } from './http/background';
import type { InFlight } from './http/in-flight';
import type { LivePublisher } from './http/live-publisher';
import type { RateLimiter } from './http/rate-limit';
import { enforceGates } from './http/gates';
import {
  authorise,
  authoriseOperator,
  parseInput,
  resolveCaller,
  resolveTenant,
  type FindCaller,
} from './http/pipeline';
import { requestFactsOf } from './http/request-facts';
import type { HandlerServices, RouteDefinition } from './http/route';
import { searchable, type SearchableIndex } from './search-engine';
import { JOBS_INDEX } from './domains/jobs';
import { MESSAGES_INDEX } from './domains/messaging';
import { MILESTONES_INDEX } from './domains/milestones';
import { PRODUCTS_INDEX } from './domains/products';
import { USERS_INDEX } from './domains/users';
import { addPortfolioItem } from './domains/portfolio/add-item';
import { deletePortfolioItem } from './domains/portfolio/delete-item';
import { listPortfolio } from './domains/portfolio/list-portfolio';

export const ROUTES: readonly RouteDefinition[] = [
  getSettings,
  getFeatures,
  getDatatypes,
  getStyling,
  listSkills,
  getTenantConfigDraft,
  saveTenantConfigDraft,
  publishTenantConfig,
  listTenantConfigVersions,
  rollBackTenantConfig,
  createTenant,
  listTenants,
  listServices,
  listAgencies,
  getMarketplaceStats,
  getContentPage,
  getPublicUser,
  getUserByUsername,
  getMe,
  provisionUserRoute,
  updateCustomerProfile,
  updateFreelancerProfile,
  patchFreelancerProfile,
  attachUser,
  detachUser,
  listAttachedUsers,
  listRecruiters,
  listAgencyMembers,
  getOwnAgency,
  addAgencyMember,
  removeAgencyMember,
  getOrganisationByName,
  listReferrals,
  updateFavouriteFreelancers,
  getFavouriteFreelancers,
  requestDeleteAccount,
  addReferences,
  replaceReferences,
  deleteReferences,
  createActivityPost,
  listActivityPosts,
  updateActivityPost,
  deleteActivityPost,
  listPortfolio,
  addPortfolioItem,
  deletePortfolioItem,
  generateCv,
  startCvParse,
  latestCvParse,
  extractAllCustomData,
  extractCustomData,
  extractWithAi,
  viewProfile,
  getProfileViews,
  getContractReviews,
  writeReview,
  replyToReview,
  hideReview,
  listUserReviews,
  getDashboard,
  uploadPublicFile,
  uploadFile,
  getPublicFile,
  getFile,
  deletePublicFile,
  deleteFile,
  createEvent,
  reportClientEvents,
  postJob,
  editJob,
  updateJobService,
  setJobTax,
  listJobs,
  getJob,
  getJobByBody,
  getJobsWithFreelancerDetails,
  closeJob,
  endJob,
  sendInvitation,
  publicSendInvitation,
  createInviteLinks,
  acceptInvitation,
  notifyAdminFromJobPages,
  sendContractAcceptedEvent,
  listNotifications,
  readNotifications,
  getNotificationPreferences,
  updateNotificationPreferences,
  createChannel,
  listChannels,
  getChannel,
  postChannelMessage,
  sendMessage,
  searchPrivate,
  searchPublic,
  searchJobs,
  searchFreelancers,
  jobFreelancers,
  homepageFreelancers,
  composeProposal,
  composeIntroductionRoute,
  updateProposal,
  putProposal,
  sendProposalRoute,
  createProposal,
  publicApply,
  listFreelancerProposals,
  listFreelancerContracts,
  shortList,
  acceptMeeting,
  acceptContract,
  updateContract,
  teamDecline,
  notifyAdminFromProposals,
  milestoneUpdate,
  createMilestones,
  listMilestones,
  listMilestoneEvents,
  listRecurring,
  deleteMilestone,
  setMilestoneStatus,
  approveMilestone,
  consentToMilestone,
  changeMilestoneJob,
  updateMilestone,
  createSmartContract,
  payMilestone,
  retryPayin,
  retryPayout,
  signOffMilestone,
  openDispute,
  disputeRecurringMilestone,
  listDisputes,
  getDispute,
  postDisputeMessage,
  resolveDispute,
  createCustomerPaymentAccount,
  listPaymentMethods,
  calculateMilestonePayment,
  calculateRate,
  getPaymentAccount,
  getIdentityVerification,
  startIdentityVerification,
  updatePaymentAccount,
  createPaymentAccountLink,
  setExternalAccount,
  listInvoices,
  getInvoiceParticipants,
  getInvoicePdf,
  getSubscription,
  listSubscriptionPlans,
  subscribe,
  cancelSubscription,
  getCredits,
  listCreditHistory,
  buyCredits,
  listCustomers,
  decideCustomerApproval,
  listAudit,
  getOwnApproval,
  listFlaggedContent,
  initScheduling,
  refreshScheduling,
  setSchedulingTimezone,
  setAvailability,
  rotateCalendarFeed,
  listMeetingSlots,
  listMeetings,
  getMeetingCalendarFile,
  cancelMeeting,
  startTopicCall,
  videoRoomToken,
  videoUserToken,
  listCallRooms,
  notifyChatStarted,
  createProduct,
  editProduct,
  deleteProduct,
  listOwnProducts,
  getProduct,
  getProductByName,
  requestProductApproval,
  listProductsForApproval,
  decideProductApproval,
  bookProduct,
  listOrders,
  listBookings,
  cancelBooking,
  listProductConversations,
  resolveRedirect,
];

/** The indexes of the search DSL routes, each defined with its domain (docs/search.md). */
export const SEARCH_INDEXES: readonly SearchableIndex[] = [
  searchable(JOBS_INDEX),
  searchable(USERS_INDEX),
  searchable(MILESTONES_INDEX),
  searchable(MESSAGES_INDEX),
  searchable(PRODUCTS_INDEX),
];

export interface RegistryDeps {
  db: Database;
  inFlight: InFlight;
  tenants: TenantCache;
  authenticate: Authenticator;
  /** The signed-in caller's record (the users domain's). */
  findCaller: FindCaller;
  publisher: LivePublisher;
  background: BackgroundTasks;
  sessions: SessionControl;
  /** Counts the calls of routes with a rate limit (shared by every instance). */
  rateLimiter: RateLimiter;
  services: HandlerServices;
  /** Told when a route answers an error code its declaration does not list. */
  onUndeclaredErrorCode: (operationId: string, code: string) => void;
  /** The platform operator's credential (OPERATOR_TOKEN), or null: no operator call accepted. */
  operatorToken: string | null;
  /** Drops the tenant hosts the origin check has cached (a tenant was created). */
  forgetTenantHosts: () => void;
}

function assertUnique(routes: readonly RouteDefinition[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    for (const key of [route.operationId, `${route.method} ${route.path}`]) {
      if (seen.has(key)) throw new Error(`Duplicate route ${key}`);
      seen.add(key);
    }
  }
}

/**
 * Output schemas strip undeclared keys, so a handler cannot leak a private field. Handlers that
 * answer a cached, never-mutated object (a tenant's configuration) get its parse reused.
 */
function shapeResponse(
  route: RouteDefinition,
  result: unknown,
  parsedOnce: WeakMap<object, unknown>,
): unknown {
  if (typeof result !== 'object' || result === null) return route.schemas.response.parse(result);
  if (parsedOnce.has(result)) return parsedOnce.get(result);
  const output = route.schemas.response.parse(result);
  parsedOnce.set(result, output);
  return output;
}

const COMMON_CODES: ReadonlySet<string> = new Set(COMMON_ERROR_CODES);

/** Whether the route's declaration lets a client expect this error code. */
function declares(route: RouteDefinition, code: string): boolean {
  return COMMON_CODES.has(code) || (route.errors as readonly string[]).includes(code);
}

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  deps: RegistryDeps,
): void {
  assertUnique(routes);
  for (const route of routes) {
    const parsedOnce = new WeakMap<object, unknown>();
    app.route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimit === null ? {} : { bodyLimit: route.bodyLimit }),
      // Multipart bodies stream past fastify's own limit check (http/multipart.ts).
      ...(route.bodyLimit === null ? {} : { config: { multipartLimit: route.bodyLimit } }),
      handler: (request, reply) =>
        deps.inFlight.run(async () => {
          try {
            return await answer(request, reply);
          } catch (error) {
            if (error instanceof HttpError && !declares(route, error.code))
              deps.onUndeclaredErrorCode(route.operationId, error.code);
            throw error;
          }
        }),
    });

    /** Who calls and for which tenant; an operator call has neither a tenant nor a user. */
    async function identify(request: FastifyRequest) {
      if (route.access === 'operator') {
        await authoriseOperator(request, deps.operatorToken, deps.authenticate);
        return { tenant: null, caller: null };
      }
      const tenant = await resolveTenant(request, deps.tenants);
      const caller = route.identifiesCaller
        ? await resolveCaller(request, tenant, deps.authenticate, deps.findCaller)
        : null;
      authorise(route, caller);
      enforceGates(route, tenant, caller);
      return { tenant, caller };
    }

    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const { tenant, caller } = await identify(request);
      const input = parseInput(route, request);
      // Counted once the call is well-formed: a refused body spends nothing.
      if (route.rateLimit !== null && tenant !== null) {
        await deps.rateLimiter.take(route.rateLimit, {
          tenantId: tenant.id,
          userId: caller?.userId ?? null,
          ip: request.ip,
        });
      }
      const run = async () => {
        const result = await route.handle({
          ...input,
          ...deps.services,
          tenant,
          caller,
          db: deps.db,
          log: request.log,
          publish: deps.publisher.publish,
          announce: deps.publisher.announce,
          forgetTenant: (tenantId: string) => deps.tenants.forget(tenantId),
          forgetTenantHosts: deps.forgetTenantHosts,
          background: deps.background,
          sessions: deps.sessions,
          // Read by the few routes that need it (a URL parse), so not on every request.
          get request() {
            return requestFactsOf(request, reply);
          },
        });
        return { status: route.status, body: shapeResponse(route, result, parsedOnce) };
      };
      const answered =
        route.idempotent && caller !== null && tenant !== null
          ? await answerOnce(
              deps.db,
              { tenantId: tenant.id, userId: caller.userId, operationId: route.operationId },
              request,
              run,
            )
          : await run();
      return reply.code(answered.status).send(answered.body);
    }
  }
}
