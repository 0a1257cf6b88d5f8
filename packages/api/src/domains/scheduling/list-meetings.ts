import { ZMeetingsList, ZMeetingsQuery, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { meetingsSql, toMeeting, type MeetingRow } from './store';

/** Most meetings one answer lists. */
const MEETINGS_LIMIT = 100;

export const listMeetings = definePrivateRoute(endpoints.listMeetings, {
  summary: "The caller's meetings: upcoming (not yet ended, soonest first) or past (latest first)",
  description: 'Cancelled meetings are listed with status CANCELLED. At most 100.',
  query: ZMeetingsQuery,
  response: ZMeetingsList,
  handler: async ({ tenant, db, caller, query }) => {
    const past = query.when === 'past';
    const result = await db.query<MeetingRow>(
      `${meetingsSql(
        `(m.customer_id = $2 OR m.freelancer_id = $2) AND m.ends_at ${past ? '<=' : '>'} now()`,
        past ? 'm.starts_at DESC, m.id DESC' : 'm.starts_at, m.id',
      )} LIMIT ${MEETINGS_LIMIT}`,
      [tenant.id, caller.userId],
    );
    return { meetings: result.rows.map((row) => toMeeting(row, caller.userId)) };
  },
});
