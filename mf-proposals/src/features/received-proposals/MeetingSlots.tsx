import { listMeetingSlots, type MeetingSlot } from '@mp/contracts';
import { LoadStatus, useApi, useDates, useLoad, type DateTools } from '@mp/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';

/** Grouped by the day in the browser's own zone: the customer sees slots in their local time. */
function byDay(slots: readonly MeetingSlot[], dates: DateTools): [string, MeetingSlot[]][] {
  const days = new Map<string, MeetingSlot[]>();
  for (const slot of slots) {
    const day = dates.weekday(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}

export interface MeetingSlotsProps {
  freelancerId: string;
  freelancerName: string;
  /** The chosen start, or null: accept the meeting without booking a time. */
  chosen: string | null;
  onChange: (startsAt: string | null) => void;
}

/**
 * Booking a time with the meeting (docs/scheduling.md#booking): the freelancer's free slots in the
 * customer's local time, grouped by day; "No time yet" keeps the old behaviour.
 */
export function MeetingSlots({
  freelancerId,
  freelancerName,
  chosen,
  onChange,
}: MeetingSlotsProps) {
  const { t } = useTranslation(NAMESPACE);
  const dates = useDates();
  const http = useApi();
  const slots = useLoad(
    (signal) => http.call(listMeetingSlots, { query: { freelancerId }, signal }),
    `slots:${freelancerId}`,
  );
  return (
    <fieldset className="mp-proposals__slots">
      <legend className="mp-proposals__legend">
        {t('review.slots.legend', { name: freelancerName })}
      </legend>
      <label className="mp-proposals__check">
        <input
          type="radio"
          name="meeting-slot"
          checked={chosen === null}
          onChange={() => onChange(null)}
        />
        <span>{t('review.slots.none')}</span>
      </label>
      <LoadStatus
        load={slots}
        loadingLabel={t('review.slots.loading')}
        errorMessage={t('review.slots.failed')}
        retryLabel={t('retry')}
        headingLevel={3}
        isEmpty={(data) => data.slots.length === 0}
        empty={
          <p className="mp-proposals__muted">{t('review.slots.empty', { name: freelancerName })}</p>
        }
      >
        {(data) =>
          byDay(data.slots, dates).map(([day, daySlots]) => (
            <div key={day} className="mp-proposals__slot-day" role="group" aria-label={day}>
              <p className="mp-proposals__slot-heading">{day}</p>
              {daySlots.map((slot) => (
                <label key={slot.startsAt} className="mp-proposals__slot">
                  <input
                    type="radio"
                    name="meeting-slot"
                    checked={chosen === slot.startsAt}
                    onChange={() => onChange(slot.startsAt)}
                  />
                  <span>
                    {dates.time(slot.startsAt)}–{dates.time(slot.endsAt)}
                  </span>
                </label>
              ))}
            </div>
          ))
        }
      </LoadStatus>
    </fieldset>
  );
}
