/** Jobs: posting, edits, lists, views, closing, invitations and notify-admin requests. */
import type {
  ZAcceptInvitationBody,
  ZAcceptInvitationResponse,
  ZCloseJobBody,
  ZCloseJobResponse,
  ZContractAcceptedEventBody,
  ZEditJobBody,
  ZEndJobBody,
  ZGetJobBody,
  ZGetJobQuery,
  ZInvitationResponse,
  ZInviteLinksBody,
  ZInviteLinksResponse,
  ZJobIdParamAlias,
  ZJobIdParams,
  ZJobTaxBody,
  ZJobView,
  ZJobsPage,
  ZJobsWithFreelancersBody,
  ZJobsWithFreelancersResponse,
  ZListJobsQuery,
  ZNotificationCreated,
  ZNotifyAdminFromJobBody,
  ZPostJobBody,
  ZPostJobResponse,
  ZPublicSendInvitationBody,
  ZSendInvitationBody,
  ZUpdateJobServiceBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const acceptInvitation = defineEndpoint<{
  body: typeof ZAcceptInvitationBody;
  response: typeof ZAcceptInvitationResponse;
}>({
  operationId: 'acceptInvitation',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/invite/accept',
  access: [ROLES.freelancer],
  errors: ['CONFLICT', 'INVITATION_NOT_FOUND', 'JOB_NOT_FOUND'],
});

export const closeJob = defineEndpoint<{
  params: typeof ZJobIdParams;
  body: typeof ZCloseJobBody;
  response: typeof ZCloseJobResponse;
}>({
  operationId: 'closeJob',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/:jobId/close',
  access: [ROLES.customer, ROLES.administrator],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND'],
});

export const sendContractAcceptedEvent = defineEndpoint<{
  body: typeof ZContractAcceptedEventBody;
  response: typeof ZNotificationCreated;
}>({
  operationId: 'sendContractAcceptedEvent',
  domain: 'jobs',
  method: 'POST',
  path: '/apis/actions/send-contract-accepted-event',
  access: [ROLES.customer, ROLES.administrator],
  errors: ['CONFLICT', 'JOB_NOT_FOUND'],
});

export const editJob = defineEndpoint<{
  params: typeof ZJobIdParams;
  body: typeof ZEditJobBody;
  response: typeof ZJobView;
}>({
  operationId: 'editJob',
  domain: 'jobs',
  method: 'PUT',
  path: '/jobs/:jobId',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

export const endJob = defineEndpoint<{
  params: typeof ZJobIdParamAlias;
  body: typeof ZEndJobBody;
  response: typeof ZJobView;
}>({
  operationId: 'endJob',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/:id/end',
  access: [ROLES.customer, ROLES.administrator],
  errors: ['CONFLICT', 'JOB_NOT_FOUND'],
});

export const getJob = defineEndpoint<{
  params: typeof ZJobIdParams;
  query: typeof ZGetJobQuery;
  response: typeof ZJobView;
}>({
  operationId: 'getJob',
  domain: 'jobs',
  method: 'GET',
  path: '/jobs/:jobId',
  access: 'public-or-signed',
  errors: ['JOB_NOT_FOUND'],
});

export const getJobByBody = defineEndpoint<{ body: typeof ZGetJobBody; response: typeof ZJobView }>(
  {
    operationId: 'getJobByBody',
    domain: 'jobs',
    method: 'POST',
    path: '/jobs/get_job',
    access: [ROLES.customer, ROLES.freelancer, ROLES.administrator],
    errors: ['JOB_NOT_FOUND'],
  },
);

export const createInviteLinks = defineEndpoint<{
  params: typeof ZJobIdParams;
  body: typeof ZInviteLinksBody;
  response: typeof ZInviteLinksResponse;
}>({
  operationId: 'createInviteLinks',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/:jobId/invite_links',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND', 'RATE_LIMITED', 'UNPROCESSABLE'],
});

export const getJobsWithFreelancerDetails = defineEndpoint<{
  body: typeof ZJobsWithFreelancersBody;
  response: typeof ZJobsWithFreelancersResponse;
}>({
  operationId: 'getJobsWithFreelancerDetails',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/get_jobs_with_freelancer_details',
  access: [ROLES.customer, ROLES.administrator],
  errors: ['JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

export const listJobs = defineEndpoint<{
  query: typeof ZListJobsQuery;
  response: typeof ZJobsPage;
}>({
  operationId: 'listJobs',
  domain: 'jobs',
  method: 'GET',
  path: '/jobs',
  access: [ROLES.administrator, ROLES.customer, ROLES.freelancer],
  errors: ['FORBIDDEN', 'USER_NOT_FOUND'],
});

export const notifyAdminFromJobPages = defineEndpoint<{
  body: typeof ZNotifyAdminFromJobBody;
  response: typeof ZNotificationCreated;
}>({
  operationId: 'notifyAdminFromJobPages',
  domain: 'jobs',
  method: 'POST',
  path: '/apis/actions/notify-admin-from-job-pages',
  // Freelancers first: they report the jobs they find; a customer never reports their own.
  access: [ROLES.freelancer, ROLES.customer],
  errors: ['FORBIDDEN', 'JOB_NOT_FOUND', 'RATE_LIMITED'],
});

export const postJob = defineEndpoint<{
  body: typeof ZPostJobBody;
  response: typeof ZPostJobResponse;
}>({
  operationId: 'postJob',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/post_job',
  access: [ROLES.customer],
  errors: ['FORBIDDEN', 'IDENTITY_VERIFICATION_REQUIRED', 'UNPROCESSABLE'],
  openToUnapprovedCustomers: true,
});

export const publicCustomerSendInvitation = defineEndpoint<{
  body: typeof ZPublicSendInvitationBody;
  response: typeof ZInvitationResponse;
}>({
  operationId: 'publicCustomerSendInvitation',
  domain: 'jobs',
  method: 'POST',
  path: '/public/jobs/customer_send_invitation',
  access: 'public',
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'RATE_LIMITED', 'UNPROCESSABLE'],
});

export const customerSendInvitation = defineEndpoint<{
  body: typeof ZSendInvitationBody;
  response: typeof ZInvitationResponse;
}>({
  operationId: 'customerSendInvitation',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/customer_send_invitation',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND', 'RATE_LIMITED', 'UNPROCESSABLE'],
});

export const setJobTax = defineEndpoint<{
  params: typeof ZJobIdParams;
  body: typeof ZJobTaxBody;
  response: typeof ZJobView;
}>({
  operationId: 'setJobTax',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/:jobId/tax',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND'],
});

export const updateJobService = defineEndpoint<{
  body: typeof ZUpdateJobServiceBody;
  response: typeof ZJobView;
}>({
  operationId: 'updateJobService',
  domain: 'jobs',
  method: 'POST',
  path: '/jobs/update_job_service',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});
