import type { FileRef } from '@mp/contracts';
import { PendingUploadItem, useUploadQueue } from '@mp/remote-kit';
import { Button } from '@mp/ui';
import { ProductImage } from '../../shared/ProductImage';
import { useProductsT } from '../../shared/useProductsT';
import { checkMedia, MEDIA_ACCEPT, MEDIA_LIMIT, uploadMedia, type MediaKind } from './media-upload';

export interface MediaUploadProps {
  kind: MediaKind;
  value: FileRef[];
  onChange: (next: (previous: FileRef[]) => FileRef[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** A product's images or videos: each chosen file uploads at once, with its own progress bar. */
export function MediaUpload({ kind, value, onChange, onBusyChange, error }: MediaUploadProps) {
  const { t } = useProductsT();
  const { pending, input, choose } = useUploadQueue({
    check: (file) => checkMedia(file, kind),
    upload: uploadMedia,
    onUploaded: (stored: FileRef) => onChange((previous) => [...previous, stored]),
    onBusyChange,
  });
  const errorId = `mp-products-${kind}-error`;
  const room = MEDIA_LIMIT[kind] - value.length;

  return (
    <fieldset className="mp-products__fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="mp-field__label">{t(`form.${kind}`)}</legend>
      <p className="mp-field__hint">{t(`form.${kind}Hint`, { count: MEDIA_LIMIT[kind] })}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={MEDIA_ACCEPT[kind]}
        disabled={room <= 0}
        aria-label={t(`form.${kind}Add`)}
        onChange={(event) => void choose(event.target.files, room)}
      />
      <ul className="mp-products__files" aria-live="polite">
        {pending.map((item) => (
          <PendingUploadItem
            key={`pending-${item.id}`}
            item={item}
            className="mp-products__file"
            uploadingLabel={(name) => t('form.uploading', { name })}
            problemText={(problem) => t(`form.uploadProblems.${problem}`)}
          />
        ))}
        {value.map((file) => (
          <li key={file.key} className="mp-products__file">
            {kind === 'images' && (
              <ProductImage file={file} alt="" className="mp-products__file-thumb" />
            )}
            <span>{file.name}</span>
            <Button
              variant="link"
              aria-label={t('form.removeFile', { name: file.name })}
              onClick={() =>
                onChange((previous) => previous.filter((entry) => entry.key !== file.key))
              }
            >
              {t('form.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mp-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
