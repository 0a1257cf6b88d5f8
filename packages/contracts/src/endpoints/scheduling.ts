/** Scheduling: time zone, weekly availability, free slots, meetings and calendar files. */
import type {
  ZCancelMeetingBody,
  ZInitScheduleBody,
  ZMeeting,
  ZMeetingCalendarFile,
  ZMeetingIdParams,
  ZMeetingSlots,
  ZMeetingSlotsQuery,
  ZMeetingsList,
  ZMeetingsQuery,
  ZRotateCalendarFeedBody,
  ZSchedule,
  ZSetAvailabilityBody,
  ZSetTimezoneBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const PARTIES = [ROLES.customer, ROLES.freelancer] as const;

export const initScheduling = defineEndpoint<{
  body: typeof ZInitScheduleBody;
  response: typeof ZSchedule;
}>({
  operationId: 'initScheduling',
  domain: 'scheduling',
  method: 'POST',
  path: '/apis/actions/scheduling/init',
  access: PARTIES,
  errors: [],
});

export const refreshScheduling = defineEndpoint<{ response: typeof ZSchedule }>({
  operationId: 'refreshScheduling',
  domain: 'scheduling',
  method: 'GET',
  path: '/apis/actions/scheduling/refresh',
  access: PARTIES,
  errors: [],
});

export const setSchedulingTimezone = defineEndpoint<{
  body: typeof ZSetTimezoneBody;
  response: typeof ZSchedule;
}>({
  operationId: 'setSchedulingTimezone',
  domain: 'scheduling',
  method: 'PUT',
  path: '/apis/actions/scheduling/timezone',
  access: PARTIES,
  errors: [],
});

export const setAvailability = defineEndpoint<{
  body: typeof ZSetAvailabilityBody;
  response: typeof ZSchedule;
}>({
  operationId: 'setAvailability',
  domain: 'scheduling',
  method: 'PUT',
  path: '/apis/actions/scheduling/availability',
  access: PARTIES,
  errors: [],
});

export const rotateCalendarFeed = defineEndpoint<{
  body: typeof ZRotateCalendarFeedBody;
  response: typeof ZSchedule;
}>({
  operationId: 'rotateCalendarFeed',
  domain: 'scheduling',
  method: 'POST',
  path: '/apis/actions/scheduling/calendar-feed',
  access: PARTIES,
  errors: [],
});

export const listMeetingSlots = defineEndpoint<{
  query: typeof ZMeetingSlotsQuery;
  response: typeof ZMeetingSlots;
}>({
  operationId: 'listMeetingSlots',
  domain: 'scheduling',
  method: 'GET',
  path: '/apis/actions/scheduling/slots',
  access: [ROLES.customer],
  errors: ['USER_NOT_FOUND'],
});

export const listMeetings = defineEndpoint<{
  query: typeof ZMeetingsQuery;
  response: typeof ZMeetingsList;
}>({
  operationId: 'listMeetings',
  domain: 'scheduling',
  method: 'GET',
  path: '/apis/actions/scheduling/meetings',
  access: PARTIES,
  errors: [],
});

export const getMeetingCalendarFile = defineEndpoint<{
  params: typeof ZMeetingIdParams;
  response: typeof ZMeetingCalendarFile;
}>({
  operationId: 'getMeetingCalendarFile',
  domain: 'scheduling',
  method: 'GET',
  path: '/apis/actions/scheduling/meetings/:meetingId/ics',
  access: PARTIES,
  errors: ['MEETING_NOT_FOUND'],
});

export const cancelMeeting = defineEndpoint<{
  params: typeof ZMeetingIdParams;
  body: typeof ZCancelMeetingBody;
  response: typeof ZMeeting;
}>({
  operationId: 'cancelMeeting',
  domain: 'scheduling',
  method: 'POST',
  path: '/apis/actions/scheduling/meetings/:meetingId/cancel',
  access: PARTIES,
  errors: ['CONFLICT', 'MEETING_NOT_FOUND'],
});
