import { useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX_LENGTH, type Review, type ReviewPerson } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { Alert, Button, Dialog, StarsField, TextArea } from '@mp/ui';
import { sendReview } from './api';
import { useReviewsT } from './i18n';

interface FieldErrors {
  stars?: string;
  text?: string;
}

/** "Rate and review": stars (a radio group) and a text, checked here and by the API. */
export function ReviewDialog({
  jobId,
  person,
  open,
  onClose,
  onWritten,
}: {
  jobId: string;
  person: ReviewPerson;
  open: boolean;
  onClose: () => void;
  onWritten: (review: Review) => void;
}) {
  const { t } = useReviewsT();
  const http = useApi();
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (stars === null) found.stars = t('dialog.starsRequired');
    const trimmed = text.trim();
    if (trimmed === '') found.text = t('dialog.textRequired');
    else if (trimmed.length > REVIEW_TEXT_MAX_LENGTH)
      found.text = t('dialog.textTooLong', { max: REVIEW_TEXT_MAX_LENGTH });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (found.stars || found.text || stars === null) return;
    setBusy(true);
    try {
      onWritten(
        await sendReview(http, { jobId, subjectId: person.userId, stars, text: text.trim() }),
      );
    } catch (error) {
      const read = readError(error);
      setFailure(read.reason && read.kind === 'conflict' ? read.reason : t(`errors.${read.kind}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialog.title', { name: person.name })}
      description={t('dialog.blind')}
      closeLabel={t('dialog.cancel')}
      size="medium"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {failure && <Alert type="error">{failure}</Alert>}
        <StarsField
          legend={t('dialog.stars')}
          value={stars}
          onChange={setStars}
          optionLabel={(value) => t('stars', { value })}
          error={errors.stars}
          required
        />
        <TextArea
          label={t('dialog.text')}
          hint={t('dialog.textHint', { max: REVIEW_TEXT_MAX_LENGTH })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors.text}
          required
          rows={5}
        />
        <div className="mp-contracts__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('dialog.sending') : t('dialog.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
