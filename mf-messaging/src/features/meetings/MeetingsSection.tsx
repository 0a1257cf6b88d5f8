import { useState } from 'react';
import {
  cancelMeeting,
  getMeetingCalendarFile,
  initScheduling,
  listMeetings,
  localTimeZone,
  refreshScheduling,
  rotateCalendarFeed,
  setSchedulingTimezone,
  ROLES,
  type Meeting,
  type Schedule,
} from '@mp/contracts';
import { LoadStatus, saveAs, useApi, useArea, useDates, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, EmptyState, SelectField, TextField } from '@mp/ui';
import { ProposalsLink } from '../inbox/FindPeopleLink';
import { useMessagingT } from '../inbox/useMessagingT';
import { AvailabilityEditor } from './AvailabilityEditor';
import { timeZoneChoices } from './meeting-time';

/** The caller's schedule, set up with the browser's zone on the first visit (POST init). */
function useSchedule() {
  const api = useApi();
  return useLoad(async (signal) => {
    const schedule = await api.call(refreshScheduling, { signal });
    if (schedule.initialised) return schedule;
    return api.call(initScheduling, { body: { timezone: localTimeZone() }, signal });
  }, 'schedule');
}

function TimeZoneField({
  schedule,
  onSaved,
}: {
  schedule: Schedule;
  onSaved: (s: Schedule) => void;
}) {
  const { t } = useMessagingT();
  const api = useApi();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <SelectField
        label={t('meetings.timezone')}
        hint={t('meetings.timezoneHint')}
        value={schedule.timezone}
        onChange={(event) => {
          setFailed(false);
          api
            .call(setSchedulingTimezone, { body: { timezone: event.target.value } })
            .then(onSaved, () => setFailed(true));
        }}
      >
        {timeZoneChoices(schedule.timezone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      {failed && <Alert type="error">{t('meetings.saveFailed')}</Alert>}
    </>
  );
}

function MeetingItem({
  meeting,
  timezone,
  onChanged,
}: {
  meeting: Meeting;
  timezone: string;
  onChanged: () => void;
}) {
  const { t } = useMessagingT();
  const dates = useDates();
  const api = useApi();
  const [busy, setBusy] = useState<'ics' | 'cancel' | null>(null);
  const [failed, setFailed] = useState(false);
  const other = meeting.otherParty;
  const run = async (kind: 'ics' | 'cancel') => {
    setBusy(kind);
    setFailed(false);
    try {
      if (kind === 'ics') {
        const file = await api.call(getMeetingCalendarFile, {
          params: { meetingId: meeting.meetingId },
        });
        saveAs(new Blob([file.content], { type: 'text/calendar' }), file.filename);
      } else {
        await api.call(cancelMeeting, { params: { meetingId: meeting.meetingId }, body: {} });
        onChanged();
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="mp-meetings__item">
      {other.profilePicture ? (
        <img className="mp-meetings__avatar" src={other.profilePicture} alt="" />
      ) : (
        <span className="mp-meetings__avatar mp-meetings__avatar--initials" aria-hidden="true">
          {other.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="mp-meetings__body">
        <h3 className="mp-meetings__who">{t('meetings.with', { name: other.name })}</h3>
        <p>{t('meetings.about', { title: meeting.jobTitle })}</p>
        <p>
          <time dateTime={meeting.startsAt}>{dates.zoned(meeting.startsAt, timezone)}</time> (
          {timezone})
        </p>
        {other.timezone !== null && other.timezone !== timezone && (
          <p className="mp-meetings__muted">
            {t('meetings.theirTime', {
              name: other.name,
              time: dates.zoned(meeting.startsAt, other.timezone),
              zone: other.timezone,
            })}
          </p>
        )}
        {meeting.status === 'CANCELLED' ? (
          <p className="mp-meetings__muted">{t('meetings.cancelled')}</p>
        ) : (
          <div className="mp-meetings__actions">
            <Button
              variant="secondary"
              loading={busy === 'ics'}
              loadingLabel={t('meetings.preparing')}
              onClick={() => void run('ics')}
            >
              {t('meetings.addToCalendar')}
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'cancel'}
              loadingLabel={t('meetings.cancelling')}
              aria-label={t('meetings.cancelWith', { name: other.name })}
              onClick={() => void run('cancel')}
            >
              {t('meetings.cancel')}
            </Button>
          </div>
        )}
        {failed && <Alert type="error">{t('meetings.actionFailed')}</Alert>}
      </div>
    </li>
  );
}

function CalendarFeed({
  schedule,
  onSaved,
}: {
  schedule: Schedule;
  onSaved: (s: Schedule) => void;
}) {
  const { t } = useMessagingT();
  const api = useApi();
  const [note, setNote] = useState<'copied' | 'rotated' | 'failed' | null>(null);
  if (schedule.calendarFeedUrl === null) return null;
  const url = schedule.calendarFeedUrl;
  return (
    <div className="mp-meetings__feed">
      <TextField label={t('meetings.feed')} hint={t('meetings.feedHint')} value={url} readOnly />
      <div className="mp-meetings__actions">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setNote('copied'),
              () => setNote('failed'),
            )
          }
        >
          {t('meetings.copyFeed')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void api.call(rotateCalendarFeed, { body: {} }).then(
              (saved) => {
                onSaved(saved);
                setNote('rotated');
              },
              () => setNote('failed'),
            )
          }
        >
          {t('meetings.rotateFeed')}
        </Button>
      </div>
      <p role="status" className="mp-meetings__muted">
        {note === null ? '' : t(`meetings.feedNotes.${note}`)}
      </p>
    </div>
  );
}

function UpcomingMeetings({ timezone }: { timezone: string }) {
  const { t } = useMessagingT();
  const api = useApi();
  const meetings = useLoad((signal) => api.call(listMeetings, { query: {}, signal }), 'meetings');
  return (
    <LoadStatus
      load={meetings}
      loadingLabel={t('meetings.loading')}
      errorMessage={t('meetings.loadFailed')}
      retryLabel={t('inbox.retry')}
      headingLevel={3}
      isEmpty={(data) => data.meetings.length === 0}
      empty={
        <EmptyState
          title={t('meetings.empty')}
          description={t('meetings.emptyHint')}
          headingLevel={3}
          action={<ProposalsLink />}
        />
      }
    >
      {(data) => (
        <ul className="mp-meetings__list">
          {data.meetings.map((meeting) => (
            <MeetingItem
              key={meeting.meetingId}
              meeting={meeting}
              timezone={timezone}
              onChanged={meetings.reload}
            />
          ))}
        </ul>
      )}
    </LoadStatus>
  );
}

/**
 * Meetings on the meet screens (docs/scheduling.md): the caller's time zone, upcoming meetings in
 * it (with the other party's time), calendar files and the private feed; freelancers also set
 * their weekly availability.
 */
export function MeetingsSection() {
  const { t } = useMessagingT();
  const { user } = useArea();
  const schedule = useSchedule();
  return (
    <Card heading={t('meetings.heading')} headingLevel={2} id="meetings">
      <LoadStatus
        load={schedule}
        loadingLabel={t('meetings.loadingSchedule')}
        errorMessage={t('meetings.scheduleFailed')}
        retryLabel={t('inbox.retry')}
        headingLevel={3}
      >
        {(loaded) => (
          <>
            <TimeZoneField schedule={loaded} onSaved={schedule.setData} />
            <UpcomingMeetings timezone={loaded.timezone} />
            {user?.role === ROLES.freelancer && (
              <AvailabilityEditor schedule={loaded} onSaved={schedule.setData} />
            )}
            <CalendarFeed schedule={loaded} onSaved={schedule.setData} />
          </>
        )}
      </LoadStatus>
    </Card>
  );
}
