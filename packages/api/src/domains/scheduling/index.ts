/**
 * The scheduling domain's public module (docs/scheduling.md): booking a meeting from
 * POST /jobs/accept_meeting, the calendar feed route and the reminder sweep the composition
 * root starts.
 */
export { bookMeeting, type BookedMeeting, type MeetingJob } from './book';
export { registerCalendarFeed } from './feed';
export { sendDueReminders, startMeetingReminders } from './reminders';
