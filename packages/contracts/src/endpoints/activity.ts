/**
 * Activity posts (docs/users.md#activity-posts): a freelancer writes, edits and deletes their
 * own posts; anyone reads a user's feed.
 */
import type {
  ZActivityPostBody,
  ZActivityPostParams,
  ZActivityPostsPage,
  ZActivityPostsQuery,
  ZDeletedActivityPost,
  ZSavedActivityPost,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const createActivityPost = defineEndpoint<{
  body: typeof ZActivityPostBody;
  response: typeof ZSavedActivityPost;
}>({
  operationId: 'createActivityPost',
  domain: 'activity',
  method: 'POST',
  path: '/apis/actions/activity-posts',
  access: [ROLES.freelancer],
  status: 201,
  errors: ['CONTACT_INFO_DETECTED', 'RATE_LIMITED'],
});

export const listActivityPosts = defineEndpoint<{
  query: typeof ZActivityPostsQuery;
  response: typeof ZActivityPostsPage;
}>({
  operationId: 'listActivityPosts',
  domain: 'activity',
  method: 'GET',
  path: '/apis/actions/activity-posts',
  access: 'public-or-signed',
  errors: ['USER_NOT_FOUND'],
});

export const updateActivityPost = defineEndpoint<{
  params: typeof ZActivityPostParams;
  body: typeof ZActivityPostBody;
  response: typeof ZSavedActivityPost;
}>({
  operationId: 'updateActivityPost',
  domain: 'activity',
  method: 'PUT',
  path: '/apis/actions/activity-posts/:postId',
  access: [ROLES.freelancer],
  errors: ['ACTIVITY_POST_NOT_FOUND', 'CONTACT_INFO_DETECTED', 'RATE_LIMITED'],
});

export const deleteActivityPost = defineEndpoint<{
  params: typeof ZActivityPostParams;
  response: typeof ZDeletedActivityPost;
}>({
  operationId: 'deleteActivityPost',
  domain: 'activity',
  method: 'DELETE',
  path: '/apis/actions/activity-posts/:postId',
  access: [ROLES.freelancer],
  errors: ['ACTIVITY_POST_NOT_FOUND'],
});
