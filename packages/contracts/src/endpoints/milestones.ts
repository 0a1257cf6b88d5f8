/** Milestones: proposing, deciding, delivering, and the contract's timeline (docs/milestones.md). */
import type {
  ZApproveMilestoneBody,
  ZCreateMilestonesBody,
  ZCreateMilestonesQuery,
  ZDeletedMilestone,
  ZContractJobParams,
  ZJobMilestoneParams,
  ZListMilestonesQuery,
  ZMilestoneChangeAssignBody,
  ZMilestoneConsentBody,
  ZMilestoneEventsResponse,
  ZMilestoneStatusBody,
  ZMilestoneUpdateBody,
  ZMilestoneView,
  ZMilestonesResponse,
  ZRecurringResponse,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const PARTIES = [ROLES.customer, ROLES.freelancer] as const;

export const milestoneUpdate = defineEndpoint<{
  body: typeof ZMilestoneUpdateBody;
  response: typeof ZMilestoneView;
}>({
  operationId: 'milestoneUpdate',
  domain: 'milestones',
  method: 'POST',
  path: '/jobs/milestone_update',
  access: PARTIES,
  errors: [
    'CONFLICT',
    'FORBIDDEN',
    'INVALID_TRANSITION',
    'JOB_NOT_FOUND',
    'MILESTONE_NOT_FOUND',
    'UNPROCESSABLE',
  ],
});

export const createMilestones = defineEndpoint<{
  params: typeof ZContractJobParams;
  query: typeof ZCreateMilestonesQuery;
  body: typeof ZCreateMilestonesBody;
  response: typeof ZMilestonesResponse;
}>({
  operationId: 'createMilestones',
  domain: 'milestones',
  method: 'POST',
  path: '/jobs/:jobId/milestones',
  access: PARTIES,
  status: 201,
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

export const listMilestones = defineEndpoint<{
  params: typeof ZContractJobParams;
  query: typeof ZListMilestonesQuery;
  response: typeof ZMilestonesResponse;
}>({
  operationId: 'listMilestones',
  domain: 'milestones',
  method: 'GET',
  path: '/jobs/:jobId/milestones',
  access: [ROLES.customer, ROLES.freelancer, ROLES.administrator],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

export const listMilestoneEvents = defineEndpoint<{
  params: typeof ZContractJobParams;
  query: typeof ZListMilestonesQuery;
  response: typeof ZMilestoneEventsResponse;
}>({
  operationId: 'listMilestoneEvents',
  domain: 'milestones',
  method: 'GET',
  path: '/jobs/:jobId/milestones/events',
  access: [ROLES.customer, ROLES.freelancer, ROLES.administrator],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

export const deleteMilestone = defineEndpoint<{
  params: typeof ZJobMilestoneParams;
  response: typeof ZDeletedMilestone;
}>({
  operationId: 'deleteMilestone',
  domain: 'milestones',
  method: 'DELETE',
  path: '/jobs/:jobId/milestones/:milestoneId',
  access: PARTIES,
  errors: ['CONFLICT', 'FORBIDDEN', 'INVALID_TRANSITION', 'MILESTONE_NOT_FOUND'],
});

export const setMilestoneStatus = defineEndpoint<{
  body: typeof ZMilestoneStatusBody;
  response: typeof ZMilestoneView;
}>({
  operationId: 'setMilestoneStatus',
  domain: 'milestones',
  method: 'POST',
  path: '/jobs/milestone_status',
  access: PARTIES,
  errors: ['CONFLICT', 'FORBIDDEN', 'INVALID_TRANSITION', 'MILESTONE_NOT_FOUND', 'UNPROCESSABLE'],
});

export const approveMilestone = defineEndpoint<{
  body: typeof ZApproveMilestoneBody;
  response: typeof ZMilestoneView;
}>({
  operationId: 'approveMilestone',
  domain: 'milestones',
  method: 'POST',
  path: '/jobs/approve_milestone',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'FORBIDDEN', 'INVALID_TRANSITION', 'MILESTONE_NOT_FOUND', 'UNPROCESSABLE'],
});

export const consentToMilestone = defineEndpoint<{
  params: typeof ZJobMilestoneParams;
  body: typeof ZMilestoneConsentBody;
  response: typeof ZMilestoneView;
}>({
  operationId: 'consentToMilestone',
  domain: 'milestones',
  method: 'POST',
  path: '/jobs/:jobId/milestones/:milestoneId/consent',
  access: [ROLES.freelancer],
  errors: ['CONFLICT', 'FORBIDDEN', 'INVALID_TRANSITION', 'MILESTONE_NOT_FOUND', 'UNPROCESSABLE'],
});

export const changeMilestoneJob = defineEndpoint<{
  body: typeof ZMilestoneChangeAssignBody;
  response: typeof ZMilestoneView;
}>({
  operationId: 'changeMilestoneJob',
  domain: 'milestones',
  method: 'POST',
  path: '/jobs/milestone_change_assign',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'FORBIDDEN', 'INVALID_TRANSITION', 'JOB_NOT_FOUND', 'MILESTONE_NOT_FOUND'],
});

export const listRecurring = defineEndpoint<{
  params: typeof ZContractJobParams;
  query: typeof ZListMilestonesQuery;
  response: typeof ZRecurringResponse;
}>({
  operationId: 'listRecurring',
  domain: 'milestones',
  method: 'GET',
  path: '/jobs/:jobId/recurring',
  access: [ROLES.customer, ROLES.freelancer, ROLES.administrator],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});
