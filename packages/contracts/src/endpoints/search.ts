/** Search: the search DSL over indexes, job search and freelancer searches. */
import type {
  ZFreelancerSearchRequest,
  ZFreelancerSearchResponse,
  ZHomepageFreelancersRequest,
  ZHomepageFreelancersResponse,
  ZJobFreelancersRequest,
  ZJobFreelancersResponse,
  ZJobsSearchRequest,
  ZJobsSearchResponse,
  ZSearchQuery,
  ZSearchRequest,
  ZSearchResponse,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const homepageFreelancersByService = defineEndpoint<{
  body: typeof ZHomepageFreelancersRequest;
  response: typeof ZHomepageFreelancersResponse;
}>({
  operationId: 'homepageFreelancersByService',
  domain: 'search',
  method: 'POST',
  path: '/freelancers/freelancers_search_by_service_for_homepage',
  access: 'public',
  errors: [],
});

export const jobFreelancers = defineEndpoint<{
  body: typeof ZJobFreelancersRequest;
  response: typeof ZJobFreelancersResponse;
}>({
  operationId: 'jobFreelancers',
  domain: 'search',
  method: 'POST',
  path: '/jobs/freelancers',
  access: [ROLES.customer, ROLES.administrator],
  errors: ['JOB_NOT_FOUND'],
});

export const searchFreelancers = defineEndpoint<{
  body: typeof ZFreelancerSearchRequest;
  response: typeof ZFreelancerSearchResponse;
}>({
  operationId: 'searchFreelancers',
  domain: 'search',
  method: 'POST',
  path: '/freelancers/search',
  access: [ROLES.customer, ROLES.administrator],
  errors: [],
});

export const searchJobs = defineEndpoint<{
  body: typeof ZJobsSearchRequest;
  response: typeof ZJobsSearchResponse;
}>({
  operationId: 'searchJobs',
  domain: 'search',
  method: 'POST',
  path: '/jobs/es',
  access: 'public-or-signed',
  errors: [],
});

export const searchPrivate = defineEndpoint<{
  query: typeof ZSearchQuery;
  body: typeof ZSearchRequest;
  response: typeof ZSearchResponse;
}>({
  operationId: 'searchPrivate',
  domain: 'search',
  method: 'POST',
  path: '/apis/v2/auth/es',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: ['FORBIDDEN', 'INDEX_NOT_FOUND'],
});

export const searchPublic = defineEndpoint<{
  query: typeof ZSearchQuery;
  body: typeof ZSearchRequest;
  response: typeof ZSearchResponse;
}>({
  operationId: 'searchPublic',
  domain: 'search',
  method: 'POST',
  path: '/apis/v2/es',
  access: 'public',
  errors: ['FORBIDDEN', 'INDEX_NOT_FOUND'],
});
