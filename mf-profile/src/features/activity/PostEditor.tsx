import { useState, type FormEvent } from 'react';
import { ACTIVITY_POST_MAX_LENGTH, API_ERROR_CODES, type SavedActivityPost } from '@mp/contracts';
import { readError } from '@mp/remote-kit';
import { Alert, Button, TextArea } from '@mp/ui';
import { useProfileT } from '../../shared/useProfileT';

function isContactWarning(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === API_ERROR_CODES.contactInfoDetected;
}

/**
 * Writes a post or edits one: the length counted as typed, the API's contact-details warning
 * with "Post anyway", and failures in words.
 */
export function PostEditor({
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  onSubmit: (content: string, acknowledged: boolean) => Promise<SavedActivityPost>;
  onSaved: (saved: SavedActivityPost) => void;
  onCancel?: () => void;
}) {
  const { t } = useProfileT();
  const [content, setContent] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [warned, setWarned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = content.trim();

  const send = async (acknowledged: boolean) => {
    if (trimmed === '') {
      setError(t('activity.empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await onSubmit(trimmed, acknowledged);
      setWarned(false);
      setContent('');
      onSaved(saved);
    } catch (failure) {
      if (isContactWarning(failure)) {
        setWarned(true);
        return;
      }
      const read = readError(failure);
      setError(
        read.fields.content ??
          (read.kind === 'network' ? t('errors.network') : t('activity.saveFailed')),
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <form className="mp-profile__post-editor" noValidate onSubmit={submit}>
      <TextArea
        label={label}
        rows={3}
        maxLength={ACTIVITY_POST_MAX_LENGTH}
        value={content}
        error={error ?? undefined}
        hint={t('activity.count', { count: content.length, max: ACTIVITY_POST_MAX_LENGTH })}
        onChange={(event) => {
          setContent(event.target.value);
          setWarned(false);
        }}
      />
      {warned && (
        <Alert type="warning" title={t('activity.contactTitle')}>
          <p>{t('activity.contactText')}</p>
          <Button variant="secondary" loading={busy} onClick={() => void send(true)}>
            {t('activity.postAnyway')}
          </Button>
        </Alert>
      )}
      <div className="mp-profile__post-actions">
        <Button type="submit" loading={busy} loadingLabel={t('activity.saving')}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('activity.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
