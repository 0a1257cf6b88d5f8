/** Profile views (docs/users.md#profile-views). */
import type { ZProfileViews, ZViewProfileBody, ZViewProfileResponse } from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const viewProfile = defineEndpoint<{
  body: typeof ZViewProfileBody;
  response: typeof ZViewProfileResponse;
}>({
  operationId: 'viewProfile',
  domain: 'profile-views',
  method: 'POST',
  path: '/freelancers/view_profile',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: ['UNPROCESSABLE', 'USER_NOT_FOUND'],
});

export const getProfileViews = defineEndpoint<{ response: typeof ZProfileViews }>({
  operationId: 'getProfileViews',
  domain: 'profile-views',
  method: 'GET',
  path: '/freelancers/profile-views',
  access: [ROLES.freelancer],
  errors: [],
});
