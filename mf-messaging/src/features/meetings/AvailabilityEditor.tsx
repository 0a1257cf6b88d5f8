import { useState } from 'react';
import {
  MEETING_DURATIONS,
  WEEKDAYS,
  setAvailability,
  type AvailabilityWindow,
  type Schedule,
} from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { Alert, Button, SelectField, TextField } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';

const NEW_WINDOW: AvailabilityWindow = { weekday: 1, start: '09:00', end: '17:00' };

/** A freelancer's weekly hours in their own time zone, and how long their meetings are. */
export function AvailabilityEditor({
  schedule,
  onSaved,
}: {
  schedule: Schedule;
  onSaved: (saved: Schedule) => void;
}) {
  const { t } = useMessagingT();
  const api = useApi();
  const [windows, setWindows] = useState(schedule.availability);
  const [minutes, setMinutes] = useState(schedule.meetingMinutes);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const change = (index: number, patch: Partial<AvailabilityWindow>) => {
    setOutcome(null);
    setWindows((all) => all.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  };

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    setFields({});
    try {
      const saved = await api.call(setAvailability, {
        body: { availability: windows, meetingMinutes: minutes },
      });
      onSaved(saved);
      setOutcome('saved');
    } catch (error) {
      setFields(readError(error, ['availability']).fields);
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mp-meetings__availability"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3>{t('meetings.availability')}</h3>
      <p className="mp-meetings__muted">
        {t('meetings.availabilityHint', { zone: schedule.timezone })}
      </p>
      <ul className="mp-meetings__windows">
        {windows.map((window, index) => (
          <li key={index} className="mp-meetings__window">
            <SelectField
              label={t('meetings.weekday', { n: index + 1 })}
              value={window.weekday}
              onChange={(event) => change(index, { weekday: Number(event.target.value) })}
            >
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`meetings.weekdays.${day}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              type="time"
              label={t('meetings.from', { n: index + 1 })}
              value={window.start}
              error={fields[`${index}.start`]}
              onChange={(event) => change(index, { start: event.target.value })}
            />
            <TextField
              type="time"
              label={t('meetings.to', { n: index + 1 })}
              value={window.end}
              error={fields[`${index}.end`]}
              onChange={(event) => change(index, { end: event.target.value })}
            />
            <Button
              variant="link"
              aria-label={t('meetings.removeHours', { n: index + 1 })}
              onClick={() => setWindows((all) => all.filter((_, i) => i !== index))}
            >
              {t('meetings.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setWindows((all) => [...all, NEW_WINDOW])}>
        {t('meetings.addHours')}
      </Button>
      <SelectField
        label={t('meetings.length')}
        value={minutes}
        onChange={(event) => setMinutes(Number(event.target.value) as Schedule['meetingMinutes'])}
      >
        {MEETING_DURATIONS.map((value) => (
          <option key={value} value={value}>
            {t('meetings.minutes', { minutes: value })}
          </option>
        ))}
      </SelectField>
      <div role="status">
        {outcome === 'saved' && <Alert type="success">{t('meetings.availabilitySaved')}</Alert>}
      </div>
      {outcome === 'failed' && <Alert type="error">{t('meetings.availabilityFailed')}</Alert>}
      <Button type="submit" loading={saving} loadingLabel={t('meetings.saving')}>
        {t('meetings.saveAvailability')}
      </Button>
    </form>
  );
}
