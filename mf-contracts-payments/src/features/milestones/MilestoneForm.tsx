import { useId, useState, type FormEvent } from 'react';
import {
  dateInputValue,
  EMPTY_MONEY_VALUE,
  moneyValueOf,
  type MilestoneView,
  type MoneyValue,
} from '@mp/contracts';
import { MoneyField } from '@mp/remote-kit';
import { Alert, Button, TextArea, TextField, useMoney, type MoneyTools } from '@mp/ui';
import { change, propose } from './api';
import { useContractWork } from './context';
import { readMoneyError, type MoneyError } from './errors';
import { useMilestonesT } from './i18n';
import { MoneyErrorMessage } from './MoneyErrorMessage';

interface Draft {
  title: string;
  amount: MoneyValue;
  dueDate: string;
  description: string;
}

type Invalid = Partial<Record<'title' | 'amount', true>>;

function draftOf(milestone: MilestoneView | null, money: MoneyTools): Draft {
  return {
    title: milestone?.title ?? '',
    amount: milestone ? moneyValueOf(milestone.amount, money) : EMPTY_MONEY_VALUE,
    dueDate: dateInputValue(milestone?.dueDate),
    description: milestone?.description ?? '',
  };
}

function check(draft: Draft): Invalid {
  const invalid: Invalid = {};
  if (draft.title.trim() === '') invalid.title = true;
  if (draft.amount.minor === null || draft.amount.minor <= 0) invalid.amount = true;
  return invalid;
}

/**
 * Proposes a milestone on the contract (the side that proposes on this marketplace), or edits a
 * proposed one (its proposer). Amounts are typed in the tenant's currency and sent in minor
 * units (docs/payments.md#amounts).
 */
export function MilestoneForm({
  milestone,
  onDone,
  onCancel,
}: {
  /** The proposed milestone to edit; a new one when null. */
  milestone: MilestoneView | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const headingId = useId();
  const money = useMoney();
  const [draft, setDraft] = useState(() => draftOf(milestone, money));
  const [invalid, setInvalid] = useState<Invalid>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<MoneyError | null>(null);
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setInvalid(found);
    const amount = draft.amount.minor;
    if (Object.keys(found).length > 0 || amount === null) return;
    const data = {
      title: draft.title.trim(),
      amount,
      dueDate: draft.dueDate ? `${draft.dueDate}T00:00:00.000Z` : null,
      description: draft.description.trim(),
    };
    setSaving(true);
    setFailure(null);
    try {
      if (milestone) {
        await work.keys.attempt(`edit:${milestone.milestoneId}`, (key) =>
          change(work.http, milestone, data, key),
        );
      } else {
        await propose(work.http, work.contract, data);
      }
      onDone();
      await work.settle(milestone ? 'edit' : 'propose');
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
        {milestone ? t('form.editTitle', { title: milestone.title }) : t('form.proposeTitle')}
      </p>
      <TextField
        label={t('form.title')}
        required
        maxLength={200}
        value={draft.title}
        error={invalid.title ? t('form.invalid.title') : undefined}
        onChange={(event) => set('title')(event.target.value)}
      />
      <MoneyField
        label={t('form.amount')}
        hint={t('form.amountHint')}
        required
        value={draft.amount}
        error={invalid.amount ? t('form.invalid.amount') : undefined}
        onChange={set('amount')}
      />
      <TextField
        label={t('form.dueDate')}
        type="date"
        value={draft.dueDate}
        onChange={(event) => set('dueDate')(event.target.value)}
      />
      <TextArea
        label={t('form.description')}
        maxLength={5000}
        rows={3}
        value={draft.description}
        onChange={(event) => set('description')(event.target.value)}
      />
      {failure && (
        <Alert type="error" title={t('form.failed')}>
          <MoneyErrorMessage error={failure} />
        </Alert>
      )}
      <div className="mp-work__buttons">
        <Button type="submit" loading={saving} loadingLabel={t('form.busy')}>
          {milestone ? t('form.save') : t('form.propose')}
        </Button>
        <Button variant="cancel" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
