import { Button, ProgressBar } from '@mp/ui';
import { PendingUploadItem, useUploadQueue } from '@mp/remote-kit';
import type { FileRef } from '../../shared/job-types';
import { useJobsT } from '../../shared/useJobsT';
import { ATTACHMENT_ACCEPT, checkAttachment, uploadAttachment } from './uploads';

export interface AttachmentsProps {
  value: FileRef[];
  onChange: (next: (previous: FileRef[]) => FileRef[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Job attachments: each chosen file is uploaded at once through the files API. */
export function Attachments({ value, onChange, onBusyChange, error }: AttachmentsProps) {
  const { t } = useJobsT();
  const { pending, batch, uploading, input, choose } = useUploadQueue({
    check: checkAttachment,
    upload: uploadAttachment,
    onUploaded: (stored: FileRef) => onChange((previous) => [...previous, stored]),
    onBusyChange,
  });

  return (
    <fieldset
      className="mp-jobs__fieldset"
      aria-describedby={error ? 'attachments-error' : undefined}
    >
      <legend className="mp-field__label">{t('postJob.attachments')}</legend>
      <p className="mp-field__hint">{t('postJob.attachmentsHint')}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-label={t('postJob.addAttachments')}
        onChange={(event) => void choose(event.target.files)}
      />
      <div aria-live="polite" className="mp-jobs__upload-status">
        {uploading > 0 && (
          <>
            <p>{t('postJob.uploadingCount', { done: batch.done, total: batch.total })}</p>
            <ProgressBar
              label={t('postJob.uploadProgress')}
              value={batch.done}
              max={batch.total}
              valueText={t('postJob.uploadingCount', { done: batch.done, total: batch.total })}
            />
          </>
        )}
      </div>
      <ul className="mp-jobs__files">
        {pending.map((item) => (
          <PendingUploadItem
            key={`pending-${item.id}`}
            item={item}
            className="mp-jobs__file"
            uploadingLabel={(name) => t('postJob.uploadingFile', { name })}
            problemText={(problem) => t(`postJob.uploadProblems.${problem}`)}
          />
        ))}
        {value.map((file) => (
          <li key={file.key} className="mp-jobs__file">
            <span>
              {file.name} <span className="mp-jobs__muted">({formatSize(file.size)})</span>
            </span>
            <Button
              variant="link"
              aria-label={t('postJob.removeAttachment', { name: file.name })}
              onClick={() =>
                onChange((previous) => previous.filter((entry) => entry.key !== file.key))
              }
            >
              {t('common.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p id="attachments-error" className="mp-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
