/** Proposals: compose, send, shortlist, meeting, contract and decline. */
import type {
  ZAcceptContractRequest,
  ZAcceptMeetingRequest,
  ZAcceptMeetingResponse,
  ZCreateProposalRequest,
  ZFreelancerContractsRequest,
  ZFreelancerContractsResponse,
  ZFreelancerProposalsRequest,
  ZFreelancerProposalsResponse,
  ZIntroductionComposeQuery,
  ZIntroductionComposeResponse,
  ZJobProposalParams,
  ZNotifyAdminFromProposalsRequest,
  ZNotifyAdminFromProposalsResponse,
  ZProposalComposeParams,
  ZProposalComposeResponse,
  ZProposalContractResponse,
  ZProposalResponse,
  ZPublicApplyRequest,
  ZPutProposalRequest,
  ZSendProposalRequest,
  ZSentProposalResponse,
  ZShortListRequest,
  ZTeamDeclineRequest,
  ZTeamDeclineResponse,
  ZUpdateContractRequest,
  ZUpdateProposalRequest,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const acceptContract = defineEndpoint<{
  body: typeof ZAcceptContractRequest;
  response: typeof ZProposalContractResponse;
}>({
  operationId: 'acceptContract',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/accept_contract',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

export const acceptMeeting = defineEndpoint<{
  body: typeof ZAcceptMeetingRequest;
  response: typeof ZAcceptMeetingResponse;
}>({
  operationId: 'acceptMeeting',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/accept_meeting',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND', 'UNPROCESSABLE', 'USER_NOT_FOUND'],
});

export const composeIntroduction = defineEndpoint<{
  query: typeof ZIntroductionComposeQuery;
  response: typeof ZIntroductionComposeResponse;
}>({
  operationId: 'composeIntroduction',
  domain: 'proposals',
  method: 'GET',
  path: '/freelancers/introduction/compose',
  access: [ROLES.freelancer],
  errors: ['JOB_NOT_FOUND'],
});

export const composeProposal = defineEndpoint<{
  params: typeof ZProposalComposeParams;
  response: typeof ZProposalComposeResponse;
}>({
  operationId: 'composeProposal',
  domain: 'proposals',
  method: 'GET',
  path: '/jobs/:jobId/proposal/compose',
  access: [ROLES.freelancer],
  errors: ['JOB_NOT_FOUND'],
});

export const createProposal = defineEndpoint<{
  params: typeof ZProposalComposeParams;
  body: typeof ZCreateProposalRequest;
  response: typeof ZSentProposalResponse;
}>({
  operationId: 'createProposal',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/:jobId/proposals',
  access: [ROLES.freelancer],
  status: 201,
  errors: [
    'CONFLICT',
    'CONTACT_INFO_DETECTED',
    'IDENTITY_VERIFICATION_REQUIRED',
    'JOB_NOT_FOUND',
    'UNPROCESSABLE',
  ],
});

export const listFreelancerContracts = defineEndpoint<{
  body: typeof ZFreelancerContractsRequest;
  response: typeof ZFreelancerContractsResponse;
}>({
  operationId: 'listFreelancerContracts',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/get-contract-for-freelancers',
  access: [ROLES.freelancer],
  errors: [],
});

export const listFreelancerProposals = defineEndpoint<{
  body: typeof ZFreelancerProposalsRequest;
  response: typeof ZFreelancerProposalsResponse;
}>({
  operationId: 'listFreelancerProposals',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/get-proposal-for-freelancers',
  access: [ROLES.freelancer],
  errors: [],
});

export const notifyAdminFromProposalsPage = defineEndpoint<{
  body: typeof ZNotifyAdminFromProposalsRequest;
  response: typeof ZNotifyAdminFromProposalsResponse;
}>({
  operationId: 'notifyAdminFromProposalsPage',
  domain: 'proposals',
  method: 'POST',
  path: '/apis/actions/notify-admin-from-proposals-page',
  access: [ROLES.freelancer, ROLES.customer],
  status: 201,
  errors: ['JOB_NOT_FOUND', 'PROPOSAL_NOT_FOUND', 'RATE_LIMITED'],
});

export const publicApply = defineEndpoint<{
  params: typeof ZProposalComposeParams;
  body: typeof ZPublicApplyRequest;
  response: typeof ZSentProposalResponse;
}>({
  operationId: 'publicApply',
  domain: 'proposals',
  method: 'POST',
  path: '/public/jobs/:jobId/proposals',
  access: 'public',
  status: 201,
  errors: [
    'CONFLICT',
    'CONTACT_INFO_DETECTED',
    'FORBIDDEN',
    'IDENTITY_VERIFICATION_REQUIRED',
    'JOB_NOT_FOUND',
    'USER_NOT_FOUND',
  ],
});

export const putProposal = defineEndpoint<{
  params: typeof ZJobProposalParams;
  body: typeof ZPutProposalRequest;
  response: typeof ZProposalResponse;
}>({
  operationId: 'putProposal',
  domain: 'proposals',
  method: 'PUT',
  path: '/jobs/:jobId/proposals/:proposalId',
  access: [ROLES.freelancer, ROLES.customer],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'PROPOSAL_NOT_FOUND', 'UNPROCESSABLE'],
});

export const sendProposal = defineEndpoint<{
  body: typeof ZSendProposalRequest;
  response: typeof ZSentProposalResponse;
}>({
  operationId: 'sendProposal',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/send_proposal',
  access: [ROLES.freelancer],
  errors: [
    'CONFLICT',
    'CONTACT_INFO_DETECTED',
    'FORBIDDEN',
    'IDENTITY_VERIFICATION_REQUIRED',
    'JOB_NOT_FOUND',
    'UNPROCESSABLE',
  ],
});

export const shortList = defineEndpoint<{
  body: typeof ZShortListRequest;
  response: typeof ZProposalResponse;
}>({
  operationId: 'shortList',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/short_list',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'JOB_NOT_FOUND', 'PROPOSAL_NOT_FOUND'],
});

export const teamDecline = defineEndpoint<{
  body: typeof ZTeamDeclineRequest;
  response: typeof ZTeamDeclineResponse;
}>({
  operationId: 'teamDecline',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/team/decline',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'PROPOSAL_NOT_FOUND', 'UNPROCESSABLE'],
});

export const updateContract = defineEndpoint<{
  body: typeof ZUpdateContractRequest;
  response: typeof ZProposalContractResponse;
}>({
  operationId: 'updateContract',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/update_contract',
  access: [ROLES.freelancer, ROLES.customer],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});

export const updateProposal = defineEndpoint<{
  body: typeof ZUpdateProposalRequest;
  response: typeof ZProposalResponse;
}>({
  operationId: 'updateProposal',
  domain: 'proposals',
  method: 'POST',
  path: '/jobs/update_proposal',
  access: [ROLES.freelancer],
  errors: ['CONFLICT', 'FORBIDDEN', 'JOB_NOT_FOUND', 'UNPROCESSABLE'],
});
