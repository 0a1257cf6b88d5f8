/** The notification centre: the caller's notifications, read state and e-mail preferences. */
import type {
  ZListNotificationsQuery,
  ZNotificationPreferences,
  ZNotificationsPage,
  ZReadNotificationsBody,
  ZReadNotificationsResponse,
  ZUpdateNotificationPreferencesBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const EVERYONE = [ROLES.customer, ROLES.freelancer, ROLES.administrator] as const;

export const listNotifications = defineEndpoint<{
  query: typeof ZListNotificationsQuery;
  response: typeof ZNotificationsPage;
}>({
  operationId: 'listNotifications',
  domain: 'notifications',
  method: 'GET',
  path: '/notifications',
  access: EVERYONE,
  errors: [],
  openToUnapprovedCustomers: true,
});

export const readNotifications = defineEndpoint<{
  body: typeof ZReadNotificationsBody;
  response: typeof ZReadNotificationsResponse;
}>({
  operationId: 'readNotifications',
  domain: 'notifications',
  method: 'POST',
  path: '/notifications/read',
  access: EVERYONE,
  errors: [],
  openToUnapprovedCustomers: true,
});

export const getNotificationPreferences = defineEndpoint<{
  response: typeof ZNotificationPreferences;
}>({
  operationId: 'getNotificationPreferences',
  domain: 'notifications',
  method: 'GET',
  path: '/notifications/preferences',
  access: EVERYONE,
  errors: [],
});

export const updateNotificationPreferences = defineEndpoint<{
  body: typeof ZUpdateNotificationPreferencesBody;
  response: typeof ZNotificationPreferences;
}>({
  operationId: 'updateNotificationPreferences',
  domain: 'notifications',
  method: 'PUT',
  path: '/notifications/preferences',
  access: EVERYONE,
  errors: ['UNPROCESSABLE'],
});
