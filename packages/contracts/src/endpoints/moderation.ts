/** Moderation: what the contact-detail guard flagged, for administrators. */
import type { ZFlaggedContentPage, ZFlaggedContentQuery } from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const listFlaggedContent = defineEndpoint<{
  query: typeof ZFlaggedContentQuery;
  response: typeof ZFlaggedContentPage;
}>({
  operationId: 'listFlaggedContent',
  domain: 'moderation',
  method: 'GET',
  path: '/admin/flagged-content',
  access: [ROLES.administrator],
  errors: [],
});
