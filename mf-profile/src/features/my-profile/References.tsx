import { useState, type FormEvent } from 'react';
import { REFERENCE_TYPES, type Me, type Reference, type ReferenceType } from '@mp/contracts';
import { useApi, readError } from '@mp/remote-kit';
import { Alert, Button, Card, FieldFrame, TextArea, TextField } from '@mp/ui';
import { addReferences, removeReferences } from '../../shared/api';
import { useProfileT } from '../../shared/useProfileT';
import {
  checkReference,
  EMPTY_REFERENCE,
  referenceOf,
  type ReferenceDraft,
  type ReferenceField,
} from './reference-form';

type Outcome = { kind: 'added' | 'removed' } | { kind: 'failed'; message: string } | null;

function ReferenceItem({
  reference,
  busy,
  onRemove,
}: {
  reference: Reference;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useProfileT();
  const role = [reference.position, reference.company].filter(Boolean).join(', ');
  return (
    <li className="mp-profile__reference">
      <div>
        <strong>{reference.name}</strong>
        {role && <span>{` · ${role}`}</span>}
        {reference.relationship && <p>{reference.relationship}</p>}
        {reference.text && <p>{reference.text}</p>}
        {reference.rating !== undefined && <p>{t('view.rating', { rating: reference.rating })}</p>}
      </div>
      <Button
        variant="secondary"
        loading={busy}
        loadingLabel={t('references.removing')}
        aria-label={t('references.removeLabel', { name: reference.name })}
        onClick={onRemove}
      >
        {t('references.remove')}
      </Button>
    </li>
  );
}

function AddReferenceForm({ onAdded }: { onAdded: (me: Me) => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const [draft, setDraft] = useState<ReferenceDraft>(EMPTY_REFERENCE);
  const [errors, setErrors] = useState<Partial<Record<ReferenceField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof ReferenceDraft>(field: K, value: ReferenceDraft[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    if (field !== 'type') setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const field = (name: ReferenceField) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = checkReference(draft);
    const translated = Object.fromEntries(
      Object.entries(problems).map(([key, problem]) => [key, t(`references.problems.${problem}`)]),
    );
    setErrors(translated);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const me = await addReferences(api, draft.type, [referenceOf(draft)]);
      setDraft({ ...EMPTY_REFERENCE, type: draft.type });
      onAdded(me);
    } catch (error) {
      const readable = readError(error, ['data.references.0']);
      setErrors(readable.fields);
      setFailure(
        readable.kind === 'validation'
          ? t('form.fixFields')
          : readable.kind === 'network'
            ? t('errors.network')
            : (readable.reason ?? t('errors.server')),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mp-profile__form"
      aria-label={t('references.add')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3>{t('references.add')}</h3>
      <FieldFrame id="mp-profile-reference-type" label={t('references.type')}>
        <select
          id="mp-profile-reference-type"
          className="mp-field__input"
          value={draft.type}
          onChange={(event) => set('type', event.target.value as ReferenceType)}
        >
          {REFERENCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`view.referenceTypes.${type}`)}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextField label={t('references.name')} required maxLength={120} {...field('name')} />
      <TextField label={t('references.company')} maxLength={120} {...field('company')} />
      <TextField label={t('references.position')} maxLength={120} {...field('position')} />
      <TextField
        label={t('references.relationship')}
        hint={t('references.relationshipHint')}
        maxLength={120}
        {...field('relationship')}
      />
      <TextField label={t('references.email')} type="email" {...field('email')} />
      <div className="mp-profile__phone">
        <TextField
          label={t('references.countryCode')}
          hint={t('references.countryCodeHint')}
          inputMode="numeric"
          maxLength={6}
          {...field('countryCode')}
        />
        <TextField
          label={t('references.phone')}
          type="tel"
          inputMode="tel"
          maxLength={30}
          {...field('phone')}
        />
      </div>
      <TextArea label={t('references.text')} rows={3} maxLength={3000} {...field('text')} />
      <FieldFrame id="mp-profile-reference-rating" label={t('references.rating')}>
        <select
          id="mp-profile-reference-rating"
          className="mp-field__input"
          value={draft.rating}
          onChange={(event) => set('rating', event.target.value)}
        >
          <option value="">{t('references.noRating')}</option>
          {[5, 4, 3, 2, 1].map((rating) => (
            <option key={rating} value={String(rating)}>
              {t('view.rating', { rating })}
            </option>
          ))}
        </select>
      </FieldFrame>
      {failure && (
        <Alert type="error" title={t('references.notAdded')}>
          {failure}
        </Alert>
      )}
      <Button
        type="submit"
        variant="secondary"
        loading={saving}
        loadingLabel={t('references.adding')}
      >
        {t('references.addButton')}
      </Button>
    </form>
  );
}

/** The freelancer's references by type, with adding and removing (their own calls). */
export function References({ me, onChanged }: { me: Me; onChanged: (me: Me) => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const [removing, setRemoving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const groups = me.references.filter((group) => group.references.length > 0);

  const remove = async (type: ReferenceType, referenceId: string) => {
    setRemoving(referenceId);
    setOutcome(null);
    try {
      onChanged(await removeReferences(api, type, [referenceId]));
      setOutcome({ kind: 'removed' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: readError(error).reason ?? t('errors.server') });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card heading={t('references.title')}>
      <p>{t('references.intro')}</p>
      {groups.length === 0 && <p>{t('references.none')}</p>}
      {groups.map((group) => (
        <section
          key={group.type}
          aria-label={t(`view.referenceTypes.${group.type as ReferenceType}`)}
        >
          <h3>{t(`view.referenceTypes.${group.type as ReferenceType}`)}</h3>
          <ul className="mp-profile__reference-list">
            {(group.references as Reference[]).map((reference) => (
              <ReferenceItem
                key={reference.referenceId}
                reference={reference}
                busy={removing === reference.referenceId}
                onRemove={() => void remove(group.type as ReferenceType, reference.referenceId)}
              />
            ))}
          </ul>
        </section>
      ))}
      {outcome?.kind === 'removed' && <Alert type="success">{t('references.removed')}</Alert>}
      {outcome?.kind === 'added' && <Alert type="success">{t('references.added')}</Alert>}
      {outcome?.kind === 'failed' && (
        <Alert type="error" title={t('references.notRemoved')}>
          {outcome.message}
        </Alert>
      )}
      <AddReferenceForm
        onAdded={(me) => {
          onChanged(me);
          setOutcome({ kind: 'added' });
        }}
      />
    </Card>
  );
}
