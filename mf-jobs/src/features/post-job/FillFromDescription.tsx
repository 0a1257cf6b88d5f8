import { useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { readError, useApi, type ReadableError } from '@mp/remote-kit';
import { Button, useMoney } from '@mp/ui';
import { ErrorAlert } from '../../shared/ErrorAlert';
import type { Skill } from '../../shared/job-types';
import { useJobsT } from '../../shared/useJobsT';
import { extractJobFields } from './api';
import { fillEmptyFields, type FillableField } from './fill-from-description';
import type { JobFormValues } from './job-form';

type Status =
  | { kind: 'idle' }
  | { kind: 'needsText' }
  | { kind: 'filled'; fields: FillableField[] }
  | { kind: 'nothing' };

export interface FillFromDescriptionProps {
  values: JobFormValues;
  setValues: Dispatch<SetStateAction<JobFormValues>>;
  full: boolean;
  skills: Skill[];
}

/** Reads the description and fills the empty fields it can (docs/jobs.md#fill-from-description). */
export function FillFromDescription({ values, setValues, full, skills }: FillFromDescriptionProps) {
  const { t } = useJobsT();
  const api = useApi();
  const money = useMoney();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<ReadableError | null>(null);
  // The form's latest values: the customer may type on while the text is read.
  const latest = useRef(values);
  latest.current = values;

  const fill = async () => {
    if (busy) return;
    const description = values.description.trim();
    setError(null);
    if (description === '') {
      setStatus({ kind: 'needsText' });
      return;
    }
    setBusy(true);
    setStatus({ kind: 'idle' });
    try {
      const found = await extractJobFields(api, description);
      const { values: next, filled } = fillEmptyFields(latest.current, found, {
        full,
        money,
        skills,
      });
      if (filled.length > 0) setValues(next);
      setStatus(filled.length > 0 ? { kind: 'filled', fields: filled } : { kind: 'nothing' });
    } catch (caught) {
      setError(readError(caught, ['dataInput']));
    } finally {
      setBusy(false);
    }
  };

  let message = '';
  if (status.kind === 'needsText') message = t('postJob.fill.needsText');
  if (status.kind === 'nothing') message = t('postJob.fill.nothing');
  if (status.kind === 'filled') {
    const names = status.fields.map((field) => t(`postJob.fill.fields.${field}`));
    message = t('postJob.fill.filled', { fields: names.join(', ') });
  }

  return (
    <div className="mp-jobs__fill">
      <Button
        type="button"
        variant="secondary"
        loading={busy}
        loadingLabel={t('postJob.fill.reading')}
        aria-describedby={hintId}
        onClick={() => void fill()}
      >
        {t('postJob.fill.action')}
      </Button>
      <p id={hintId} className="mp-field__hint">
        {t('postJob.fill.hint')}
      </p>
      <p role="status" aria-live="polite" className="mp-jobs__muted">
        {message}
      </p>
      <ErrorAlert error={error} />
    </div>
  );
}
