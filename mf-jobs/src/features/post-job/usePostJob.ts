import { useState } from 'react';
import { useApi, fieldName, readError, type ReadableError } from '@mp/remote-kit';
import type { JobView } from '../../shared/job-types';
import {
  dryRunJob,
  postJob,
  saveJobTax,
  updateJob,
  updateJobService,
  type DryRunProblem,
} from './api';
import {
  formFieldOf,
  toJobInput,
  validateJobForm,
  type JobField,
  type JobFormErrors,
  type JobFormValues,
} from './job-form';

export type SubmitPhase = 'idle' | 'checking' | 'posting' | 'saving';

export interface SubmitOutcome {
  ok: boolean;
  job?: JobView;
  /** The first field to move focus to after a failed attempt. */
  focusField?: JobField;
}

/** Field messages: client keys are translated, server messages are shown as sent. */
export interface FieldMessages {
  keys: JobFormErrors;
  server: Partial<Record<JobField, string>>;
}

const NO_FIELDS: FieldMessages = { keys: {}, server: {} };

function serverFields(fields: Record<string, string>): {
  byField: Partial<Record<JobField, string>>;
  other: DryRunProblem[];
} {
  const byField: Partial<Record<JobField, string>> = {};
  const other: DryRunProblem[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const field = formFieldOf(name);
    if (field) byField[field] ??= message;
    else other.push({ path: name, message });
  }
  return { byField, other };
}

function firstOf(order: readonly JobField[], fields: Partial<Record<JobField, string>>) {
  return order.find((field) => fields[field] !== undefined);
}

/**
 * The submit flow: client checks, then for a new job the dry run (its problems stop the post),
 * then the post (or PUT for an edit), the service change and the tax.
 */
export function usePostJob(options: { full: boolean; editing: JobView | null }) {
  const api = useApi();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [fields, setFields] = useState<FieldMessages>(NO_FIELDS);
  const [problems, setProblems] = useState<DryRunProblem[]>([]);
  const [error, setError] = useState<ReadableError | null>(null);

  const showProblems = (found: DryRunProblem[], order: readonly JobField[]): SubmitOutcome => {
    const withPaths: Record<string, string> = {};
    for (const problem of found)
      if (problem.path) withPaths[fieldName(problem.path, ['job'])] ??= problem.message;
    const { byField, other } = serverFields(withPaths);
    setFields({ keys: {}, server: byField });
    setProblems([...found.filter((problem) => !problem.path), ...other]);
    return { ok: false, focusField: firstOf(order, byField) };
  };

  const fail = (caught: unknown, order: readonly JobField[]): SubmitOutcome => {
    const readable = readError(caught, ['job']);
    const { byField, other } = serverFields(readable.fields);
    setFields({ keys: {}, server: byField });
    setProblems(other);
    setError(Object.keys(byField).length > 0 && readable.kind === 'validation' ? null : readable);
    return { ok: false, focusField: firstOf(order, byField) };
  };

  const save = async (values: JobFormValues, job: JobView | null): Promise<JobView> => {
    const input = toJobInput(values);
    if (!job) {
      setPhase('posting');
      return postJob(api, input);
    }
    setPhase('saving');
    const { serviceId, tax, ...rest } = input;
    let saved = await updateJob(api, job.jobID, rest);
    if ((serviceId ?? null) !== job.serviceId) {
      await updateJobService(api, job.jobID, serviceId ?? null);
      saved = { ...saved, serviceId: serviceId ?? null };
    }
    if (JSON.stringify(tax ?? null) !== JSON.stringify(job.tax)) {
      await saveJobTax(api, job.jobID, tax ?? { taxType: 'NONE', taxRate: 0 });
    }
    return saved;
  };

  const submit = async (
    values: JobFormValues,
    order: readonly JobField[],
  ): Promise<SubmitOutcome> => {
    const keys = validateJobForm(values, options.full);
    setFields({ keys, server: {} });
    setProblems([]);
    setError(null);
    if (Object.keys(keys).length > 0) return { ok: false, focusField: firstOf(order, keys) };
    try {
      if (!options.editing) {
        setPhase('checking');
        const found = await dryRunJob(api, toJobInput(values));
        if (found.length > 0) return showProblems(found, order);
      }
      return { ok: true, job: await save(values, options.editing) };
    } catch (caught) {
      return fail(caught, order);
    } finally {
      setPhase('idle');
    }
  };

  return { phase, fields, problems, error, submit };
}
