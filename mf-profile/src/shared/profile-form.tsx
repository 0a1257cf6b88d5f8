import { useState, type FormEvent } from 'react';
import { MAX_HOURLY_RATE } from '@mp/contracts';
import { readError, type ReadableError } from '@mp/remote-kit';
import { Alert, Button, useMoney } from '@mp/ui';
import type { Texts } from '../locales';
import { useProfileT } from './useProfileT';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; error: ReadableError | null };

/** Why a profile field cannot be saved: its key under `form.problems`. */
export type FormProblem = keyof Texts['form']['problems'];

export interface ProfileFormOptions<D, F extends keyof D & string> {
  initial: () => D;
  /** The browser's own checks: problem keys (form.problems.*) by field. */
  check: (draft: D) => Partial<Record<F, FormProblem>>;
  /** Saves the draft and answers the draft of what was saved. */
  save: (draft: D) => Promise<D>;
  /** Body wrappers to drop from the API's field paths (e.g. `data`). */
  prefixes?: readonly string[];
}

/**
 * A profile form's draft, its field errors (the browser's checks first, then the API's, each
 * cleared as the field changes) and its save state; nothing typed is lost when saving fails.
 */
export function useProfileForm<D, F extends keyof D & string>(options: ProfileFormOptions<D, F>) {
  const { t } = useProfileT();
  const money = useMoney();
  const [draft, setDraft] = useState<D>(options.initial);
  const [problems, setProblems] = useState<Partial<Record<F, FormProblem>>>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  const set = <K extends F>(field: K, value: D[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    setServerFields((previous) => ({ ...previous, [field]: '' }));
  };
  const errorOf = (field: F): string | undefined => {
    const problem = problems[field];
    if (problem === 'rateInvalid') {
      return t('form.problems.rateInvalid', { max: money.format(MAX_HOURLY_RATE) });
    }
    if (problem) return t(`form.problems.${problem}`);
    return serverFields[field] || undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'saving') return;
    const found = options.check(draft);
    setProblems(found);
    setServerFields({});
    if (Object.keys(found).length > 0) {
      setSave({ status: 'failed', error: null });
      return;
    }
    setSave({ status: 'saving' });
    try {
      setDraft(await options.save(draft));
      setSave({ status: 'saved' });
    } catch (failure) {
      const error = readError(failure, options.prefixes);
      setServerFields(error.fields);
      setSave({ status: 'failed', error });
    }
  };

  return { draft, set, errorOf, save, dismiss: () => setSave({ status: 'idle' }), submit };
}

/** The save button with what the last save did: saved, or why not. */
export function SaveBar({ state, onDismiss }: { state: SaveState; onDismiss: () => void }) {
  const { t } = useProfileT();
  return (
    <div className="mp-profile__save">
      {state.status === 'saved' && (
        <Alert type="success" onDismiss={onDismiss} dismissLabel={t('form.dismiss')}>
          {t('form.saved')}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert type="error" title={t('form.notSaved')}>
          {state.error === null || state.error.kind === 'validation'
            ? t('form.fixFields')
            : state.error.kind === 'network'
              ? t('errors.network')
              : (state.error.reason ?? t('errors.server'))}
        </Alert>
      )}
      <Button type="submit" loading={state.status === 'saving'} loadingLabel={t('form.saving')}>
        {t('form.save')}
      </Button>
    </div>
  );
}
