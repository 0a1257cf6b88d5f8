/** Users: the signed-in user, profiles, references, favourites and attached users. */
import type {
  ZAddReferencesBody,
  ZAttachRequest,
  ZAttachedUsersResponse,
  ZCustomerProfileUpdate,
  ZDeleteAccountResponse,
  ZDeleteReferencesBody,
  ZFavouriteIdsResponse,
  ZFavouriteRequest,
  ZFavouritesResponse,
  ZFreelancerProfilePatch,
  ZFreelancerProfileUpdate,
  ZMe,
  ZProvisionRequest,
  ZProvisionResponse,
  ZPublicProfile,
  ZReferralsResponse,
  ZReplaceReferencesBody,
  ZUserIdParams,
  ZUsernameParams,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const attachUser = defineEndpoint<{
  body: typeof ZAttachRequest;
  response: typeof ZAttachedUsersResponse;
}>({
  operationId: 'attachUser',
  domain: 'users',
  method: 'POST',
  path: '/users/attach',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: ['RATE_LIMITED', 'UNPROCESSABLE'],
});

export const detachUser = defineEndpoint<{
  body: typeof ZAttachRequest;
  response: typeof ZAttachedUsersResponse;
}>({
  operationId: 'detachUser',
  domain: 'users',
  method: 'POST',
  path: '/users/detach',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: ['ATTACHMENT_NOT_FOUND'],
});

export const getFavouriteFreelancers = defineEndpoint<{ response: typeof ZFavouritesResponse }>({
  operationId: 'getFavouriteFreelancers',
  domain: 'users',
  method: 'GET',
  path: '/customers/get-favorite-freelancers',
  access: [ROLES.customer],
  errors: [],
});

export const getMe = defineEndpoint<{ response: typeof ZMe }>({
  operationId: 'getMe',
  domain: 'users',
  method: 'GET',
  path: '/users/me',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: [],
  openToUnapprovedCustomers: true,
});

export const getPublicUser = defineEndpoint<{
  params: typeof ZUserIdParams;
  response: typeof ZPublicProfile;
}>({
  operationId: 'getPublicUser',
  domain: 'users',
  method: 'GET',
  path: '/users/:id',
  access: 'public-or-signed',
  errors: ['USER_NOT_FOUND'],
});

export const getUserByUsername = defineEndpoint<{
  params: typeof ZUsernameParams;
  response: typeof ZPublicProfile;
}>({
  operationId: 'getUserByUsername',
  domain: 'users',
  method: 'GET',
  path: '/public/username/:username',
  access: 'public-or-signed',
  errors: ['USER_NOT_FOUND'],
});

export const listAttachedUsers = defineEndpoint<{ response: typeof ZAttachedUsersResponse }>({
  operationId: 'listAttachedUsers',
  domain: 'users',
  method: 'GET',
  path: '/apis/actions/recruiter/attached-users',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: [],
});

export const putFreelancerProfile = defineEndpoint<{
  body: typeof ZFreelancerProfilePatch;
  response: typeof ZMe;
}>({
  operationId: 'putFreelancerProfile',
  domain: 'users',
  method: 'PUT',
  path: '/freelancers/update/profile',
  access: [ROLES.freelancer],
  errors: ['CONFLICT', 'UNPROCESSABLE', 'UNSUPPORTED_FILE'],
});

export const provisionUser = defineEndpoint<{
  body: typeof ZProvisionRequest;
  response: typeof ZProvisionResponse;
}>({
  operationId: 'provisionUser',
  domain: 'users',
  method: 'POST',
  path: '/users/provision',
  access: 'public',
  errors: ['CONFLICT'],
});

export const addFreelancerReferences = defineEndpoint<{
  body: typeof ZAddReferencesBody;
  response: typeof ZMe;
}>({
  operationId: 'addFreelancerReferences',
  domain: 'users',
  method: 'POST',
  path: '/freelancer/references',
  access: [ROLES.freelancer],
  errors: ['UNPROCESSABLE'],
});

export const replaceFreelancerReferences = defineEndpoint<{
  body: typeof ZReplaceReferencesBody;
  response: typeof ZMe;
}>({
  operationId: 'replaceFreelancerReferences',
  domain: 'users',
  method: 'PUT',
  path: '/freelancer/references',
  access: [ROLES.freelancer],
  errors: ['UNPROCESSABLE'],
});

export const deleteFreelancerReferences = defineEndpoint<{
  body: typeof ZDeleteReferencesBody;
  response: typeof ZMe;
}>({
  operationId: 'deleteFreelancerReferences',
  domain: 'users',
  method: 'DELETE',
  path: '/freelancer/references',
  access: [ROLES.freelancer],
  errors: [],
});

export const requestDeleteAccount = defineEndpoint<{ response: typeof ZDeleteAccountResponse }>({
  operationId: 'requestDeleteAccount',
  domain: 'users',
  method: 'DELETE',
  path: '/users/request-delete-account',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: ['CONFLICT'],
  openToUnapprovedCustomers: true,
});

export const updateCustomerProfile = defineEndpoint<{
  body: typeof ZCustomerProfileUpdate;
  response: typeof ZMe;
}>({
  operationId: 'updateCustomerProfile',
  domain: 'users',
  method: 'POST',
  path: '/customers/update/profile',
  access: [ROLES.customer],
  errors: ['CONFLICT', 'UNPROCESSABLE', 'UNSUPPORTED_FILE'],
  openToUnapprovedCustomers: true,
});

export const updateFavouriteFreelancers = defineEndpoint<{
  body: typeof ZFavouriteRequest;
  response: typeof ZFavouriteIdsResponse;
}>({
  operationId: 'updateFavouriteFreelancers',
  domain: 'users',
  method: 'POST',
  path: '/customers/update-favorite-freelancers',
  access: [ROLES.customer],
  errors: ['USER_NOT_FOUND'],
});

export const updateFreelancerProfile = defineEndpoint<{
  body: typeof ZFreelancerProfileUpdate;
  response: typeof ZMe;
}>({
  operationId: 'updateFreelancerProfile',
  domain: 'users',
  method: 'POST',
  path: '/freelancers/update/profile',
  access: [ROLES.freelancer, ROLES.administrator],
  errors: ['CONFLICT', 'FORBIDDEN', 'UNPROCESSABLE', 'UNSUPPORTED_FILE', 'USER_NOT_FOUND'],
});

export const listReferrals = defineEndpoint<{ response: typeof ZReferralsResponse }>({
  operationId: 'listReferrals',
  domain: 'users',
  method: 'GET',
  path: '/users/referrals',
  access: [ROLES.freelancer, ROLES.customer],
  errors: [],
});
