import { useId, useState, type FormEvent } from 'react';
import type { RecurringView } from '@mp/contracts';
import { Alert, Button, TextField } from '@mp/ui';
import { move } from './api';
import { useContractWork } from './context';
import { readMoneyError, type MoneyError } from './errors';
import { useMilestonesT } from './i18n';
import { MoneyErrorMessage } from './MoneyErrorMessage';

/** Hours as the API takes them: a number from 0 to 168 with at most two decimals. */
export function parseHours(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(`${match[1]}.${match[2] ?? '0'}`);
  return hours <= 168 ? hours : null;
}

/** The freelancer gives the hours of the open cycle of ongoing work (docs/milestones.md#recurring-work). */
export function HoursForm({
  rule,
  period,
  current,
  onDone,
  onCancel,
}: {
  rule: RecurringView;
  period: string;
  current: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const headingId = useId();
  const [hours, setHours] = useState(current > 0 ? String(current) : '');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<MoneyError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseHours(hours);
    const cap = rule.maxHoursPerCycle;
    if (value === null) return setInvalid(t('recurring.hoursForm.invalid'));
    if (cap !== null && value > cap)
      return setInvalid(t('recurring.hoursForm.tooMany', { hours: cap }));
    setInvalid(null);
    setSaving(true);
    setFailure(null);
    try {
      await move(work.http, {
        key: 'hours',
        milestoneId: rule.milestoneId,
        jobID: rule.jobId,
        recurringId: rule.recurringId,
        value,
        ...(note.trim() ? { flNote: note.trim() } : {}),
      });
      onDone();
      await work.settle('giveHours');
    } catch (error) {
      setFailure(readMoneyError(error));
      setSaving(false);
    }
  };

  return (
    <form
      className="mp-work__form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p id={headingId} className="mp-work__form-title">
        {t('recurring.hoursForm.title', { period })}
      </p>
      <TextField
        label={t('recurring.hoursForm.hours')}
        hint={t('recurring.hoursForm.hoursHint')}
        required
        inputMode="decimal"
        value={hours}
        error={invalid ?? undefined}
        onChange={(event) => setHours(event.target.value)}
      />
      <TextField
        label={t('recurring.hoursForm.note')}
        maxLength={5000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {failure && (
        <Alert type="error" title={t('actions.failed')}>
          <MoneyErrorMessage error={failure} />
        </Alert>
      )}
      <div className="mp-work__buttons">
        <Button type="submit" loading={saving} loadingLabel={t('recurring.hoursForm.busy')}>
          {t('recurring.hoursForm.save')}
        </Button>
        <Button variant="cancel" onClick={onCancel}>
          {t('recurring.hoursForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
