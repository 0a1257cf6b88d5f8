import { ZMeetingCalendarFile, ZMeetingIdParams, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { tenantSiteUrl } from '../../mail';
import { calendarFileName, meetingsCalendar } from './calendar';
import { findSchedule, requireMeeting } from './store';

export const getMeetingCalendarFile = definePrivateRoute(endpoints.getMeetingCalendarFile, {
  summary: "One of the caller's meetings as an iCalendar (.ics) file to add to a calendar",
  description: 'Not a meeting of the caller: 404 MEETING_NOT_FOUND.',
  params: ZMeetingIdParams,
  response: ZMeetingCalendarFile,
  handler: async ({ tenant, db, caller, params, siteUrl }) => {
    const row = await requireMeeting(db, tenant.id, params.meetingId, caller.userId);
    const schedule = await findSchedule(db, tenant.id, caller.userId);
    return {
      filename: calendarFileName(row),
      contentType: 'text/calendar' as const,
      content: meetingsCalendar([row], {
        tenantName: tenant.name,
        siteUrl: tenantSiteUrl(siteUrl, tenant.hosts),
        viewerId: caller.userId,
        timezone: schedule?.timezone ?? null,
      }),
    };
  },
});
