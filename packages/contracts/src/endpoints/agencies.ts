/**
 * Agencies, recruiters and organisation customers (docs/users.md#agencies): an agency company
 * manages its members; anyone reads an agency's members; users list their recruiters; customers
 * find an organisation by its company name.
 */
import type {
  ZAddAgencyMemberBody,
  ZAgencyMemberParams,
  ZAgencyMembersResponse,
  ZAgencyParams,
  ZOrganisationByNameQuery,
  ZPublicProfile,
  ZRecruitersResponse,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const listAgencyMembers = defineEndpoint<{
  params: typeof ZAgencyParams;
  response: typeof ZAgencyMembersResponse;
}>({
  operationId: 'listAgencyMembers',
  domain: 'users',
  method: 'GET',
  path: '/freelancer/agencies/:agencyId/members',
  access: 'public-or-signed',
  errors: ['AGENCY_NOT_FOUND'],
});

export const getOwnAgency = defineEndpoint<{ response: typeof ZAgencyMembersResponse }>({
  operationId: 'getOwnAgency',
  domain: 'users',
  method: 'GET',
  path: '/freelancer/agency',
  access: [ROLES.freelancer],
  errors: ['AGENCY_NOT_FOUND'],
});

export const addAgencyMember = defineEndpoint<{
  body: typeof ZAddAgencyMemberBody;
  response: typeof ZAgencyMembersResponse;
}>({
  operationId: 'addAgencyMember',
  domain: 'users',
  method: 'POST',
  path: '/freelancer/agency/members',
  access: [ROLES.freelancer],
  errors: ['AGENCY_NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});

export const removeAgencyMember = defineEndpoint<{
  params: typeof ZAgencyMemberParams;
  response: typeof ZAgencyMembersResponse;
}>({
  operationId: 'removeAgencyMember',
  domain: 'users',
  method: 'DELETE',
  path: '/freelancer/agency/members/:userId',
  access: [ROLES.freelancer],
  errors: ['AGENCY_NOT_FOUND', 'AGENCY_MEMBER_NOT_FOUND'],
});

export const listRecruiters = defineEndpoint<{ response: typeof ZRecruitersResponse }>({
  operationId: 'listRecruiters',
  domain: 'users',
  method: 'GET',
  path: '/apis/actions/recruiters',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: [],
});

export const getOrganisationByName = defineEndpoint<{
  query: typeof ZOrganisationByNameQuery;
  response: typeof ZPublicProfile;
}>({
  operationId: 'getOrganisationByName',
  domain: 'users',
  method: 'GET',
  path: '/customers/get-organisation-by-name',
  access: [ROLES.administrator, ROLES.customer],
  errors: ['ORGANISATION_NOT_FOUND'],
});
