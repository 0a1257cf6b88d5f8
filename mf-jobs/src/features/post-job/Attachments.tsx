import { useRef, useState } from 'react';
import { Button, ProgressBar } from '@mp/ui';
import { useApi, useArea } from '@mp/remote-kit';
import type { FileRef } from '../../shared/job-types';
import { useJobsT } from '../../shared/useJobsT';
import {
  ATTACHMENT_ACCEPT,
  checkAttachment,
  uploadAttachment,
  uploadProblemOf,
  type UploadProblem,
} from './uploads';

interface PendingUpload {
  id: number;
  name: string;
  status: 'uploading' | 'failed';
  problem?: UploadProblem;
  /** Bytes sent of the whole request, once the transport reports them. */
  sent?: { loaded: number; total: number };
}

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
  const api = useApi();
  const { user } = useArea();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [batch, setBatch] = useState({ total: 0, done: 0 });
  const uploading = pending.filter((item) => item.status === 'uploading').length;

  const settle = (id: number, problem: UploadProblem | null) => {
    setPending((items) =>
      problem === null
        ? items.filter((item) => item.id !== id)
        : items.map((item) => (item.id === id ? { ...item, status: 'failed', problem } : item)),
    );
    setBatch((previous) => ({ ...previous, done: previous.done + 1 }));
  };

  const report = (id: number, sent: PendingUpload['sent']) =>
    setPending((items) => items.map((item) => (item.id === id ? { ...item, sent } : item)));

  const uploadOne = async (file: File, id: number) => {
    const problem = checkAttachment(file) ?? (user ? null : 'signIn');
    if (problem || !user) return settle(id, problem ?? 'signIn');
    try {
      const stored = await uploadAttachment(api, user.id, file, (sent) => report(id, sent));
      onChange((previous) => [...previous, stored]);
      settle(id, null);
    } catch (caught) {
      settle(id, uploadProblemOf(caught));
    }
  };

  const choose = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length === 0) return;
    const items = chosen.map((file) => ({ file, id: (nextId.current += 1) }));
    setPending((previous) => [
      ...previous.filter((item) => item.status === 'uploading'),
      ...items.map(({ file, id }) => ({ id, name: file.name, status: 'uploading' as const })),
    ]);
    setBatch((previous) =>
      uploading > 0
        ? { ...previous, total: previous.total + chosen.length }
        : { total: chosen.length, done: 0 },
    );
    onBusyChange(true);
    await Promise.all(items.map(({ file, id }) => uploadOne(file, id)));
    onBusyChange(false);
    if (input.current) input.current.value = '';
  };

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
          <li key={`pending-${item.id}`} className="mp-jobs__file">
            <span>{item.name}</span>
            {item.status === 'uploading' ? (
              <ProgressBar
                label={t('postJob.uploadingFile', { name: item.name })}
                value={item.sent && item.sent.total > 0 ? item.sent.loaded : undefined}
                max={item.sent?.total}
                valueText={
                  item.sent && item.sent.total > 0
                    ? `${Math.round((item.sent.loaded / item.sent.total) * 100)} %`
                    : undefined
                }
              />
            ) : (
              <span role="alert" className="mp-field__error">
                {t(`postJob.uploadProblems.${item.problem ?? 'failed'}`)}
              </span>
            )}
          </li>
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
