import { useId, useState, type ChangeEvent } from 'react';
import { Button, TextField } from '@mp/ui';
import { Avatar } from './Avatar';
import { PICTURE_ACCEPT, pictureFromFile, pictureProblemOf, type PictureProblem } from './picture';
import { useProfileT } from './useProfileT';

export const isUploadedPicture = (value: string) => value.startsWith('data:image/');

/**
 * The profile picture: choose an image file (jpeg, png, gif) or give an http(s) URL.
 * `value` is '' for none; `error` is the form's (or the API's) message for it.
 */
export function PictureField({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useProfileT();
  const fileId = useId();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<PictureProblem | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      onChange(await pictureFromFile(file));
    } catch (failure) {
      setProblem(pictureProblemOf(failure));
    } finally {
      setReading(false);
    }
  };

  return (
    <fieldset className="mp-profile__fieldset mp-profile__picture">
      <legend>{t('form.picture')}</legend>
      <div className="mp-profile__picture-row">
        <Avatar name={name} picture={value || null} size="medium" />
        <div className="mp-profile__picture-controls">
          <label className="mp-field__label" htmlFor={fileId}>
            {t('form.pictureChoose')}
          </label>
          <input
            id={fileId}
            className="mp-profile__file-input"
            type="file"
            accept={PICTURE_ACCEPT}
            aria-busy={reading || undefined}
            aria-describedby={problem ? `${fileId}-problem` : undefined}
            onChange={(event) => void choose(event)}
          />
          {value && (
            <Button variant="link" onClick={() => onChange('')}>
              {t('form.pictureRemove')}
            </Button>
          )}
        </div>
      </div>
      {reading && <p role="status">{t('form.pictureReading')}</p>}
      {problem && (
        <p id={`${fileId}-problem`} className="mp-field__error" role="alert">
          {t(`form.pictureProblems.${problem}`)}
        </p>
      )}
      <TextField
        label={t('form.pictureUrl')}
        hint={isUploadedPicture(value) ? t('form.pictureUploaded') : t('form.pictureUrlHint')}
        type="url"
        inputMode="url"
        value={isUploadedPicture(value) ? '' : value}
        error={error}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </fieldset>
  );
}
