import { useState } from 'react';
import {
  putFreelancerProfile,
  type CvParseJob,
  type ExtractedFreelancer,
  type Me,
} from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { Alert, Button, TextArea, TextField } from '@mp/ui';
import type { Catalog } from '../../shared/api';
import { useProfileT } from '../../shared/useProfileT';

type Period = { from?: string; to?: string };
const period = (entry: Period) => [entry.from ?? '', entry.to ?? ''].filter(Boolean).join(' – ');

/** Experience and education as lines the description can hold (the profile has no such lists). */
export function historyLines(result: ExtractedFreelancer): string[] {
  const experience = (result.experience ?? []).map((entry) =>
    [entry.title, entry.organisation, period(entry)].filter(Boolean).join(', '),
  );
  const education = (result.education ?? []).map((entry) =>
    [entry.qualification, entry.institution, period(entry)].filter(Boolean).join(', '),
  );
  return [...experience, ...education];
}

function initialDescription(me: Me, result: ExtractedFreelancer): string {
  const base = result.description ?? me.description;
  return [base, ...historyLines(result)].filter((part) => part !== '').join('\n');
}

/**
 * The fields a CV parse read, pre-filled and editable; Confirm saves them through the profile
 * update, Discard drops them (docs/users.md#cv-parsing).
 */
export function CvReview({
  job,
  me,
  catalog,
  onSaved,
  onDone,
}: {
  job: CvParseJob & { result: ExtractedFreelancer };
  me: Me;
  catalog: Catalog;
  onSaved: (me: Me) => void;
  onDone: () => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const { result } = job;
  const [name, setName] = useState(result.name ?? me.name);
  const [title, setTitle] = useState(result.title ?? me.title);
  const [description, setDescription] = useState(initialDescription(me, result));
  const found = catalog.skills.filter((skill) => result.skills?.includes(skill.id));
  const [skills, setSkills] = useState<string[]>(found.map((skill) => skill.id));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) =>
    setSkills((now) => (on ? [...now, id] : now.filter((skill) => skill !== id)));

  const confirm = async () => {
    setSaving(true);
    setFailed(null);
    try {
      const saved = await api.call(putFreelancerProfile, {
        body: {
          name: name.trim() || me.name,
          title: title.trim(),
          description: description.trim(),
          skills: [...new Set([...me.skills, ...skills])].slice(0, 50),
        },
      });
      onSaved(saved);
      onDone();
    } catch (error) {
      const read = readError(error);
      setFailed(read.kind === 'network' ? t('errors.network') : t('cvParse.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mp-profile__fieldset"
      aria-label={t('cvParse.reviewTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <h3>{t('cvParse.reviewTitle')}</h3>
      <p className="mp-field__hint">{t('cvParse.reviewHint')}</p>
      <TextField
        label={t('cvParse.name')}
        maxLength={120}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('cvParse.title')}
        maxLength={120}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextArea
        label={t('cvParse.description')}
        rows={6}
        maxLength={5000}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset>
        <legend>{t('cvParse.skills')}</legend>
        {found.length === 0 && <p>{t('cvParse.noSkills')}</p>}
        {found.map((skill) => (
          <label key={skill.id} className="mp-field__check">
            <input
              type="checkbox"
              checked={skills.includes(skill.id)}
              onChange={(e) => toggle(skill.id, e.target.checked)}
            />{' '}
            {skill.name}
          </label>
        ))}
      </fieldset>
      {failed && <Alert type="error">{failed}</Alert>}
      <Button type="submit" loading={saving} loadingLabel={t('cvParse.saving')}>
        {t('cvParse.confirm')}
      </Button>{' '}
      <Button variant="secondary" type="button" disabled={saving} onClick={onDone}>
        {t('cvParse.discard')}
      </Button>
    </form>
  );
}
