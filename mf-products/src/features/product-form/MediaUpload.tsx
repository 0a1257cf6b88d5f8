import { useRef, useState } from 'react';
import type { FileRef } from '@mp/contracts';
import { useApi, useArea } from '@mp/remote-kit';
import { Button, ProgressBar } from '@mp/ui';
import { ProductImage } from '../../shared/ProductImage';
import { useProductsT } from '../../shared/useProductsT';
import {
  checkMedia,
  MEDIA_ACCEPT,
  MEDIA_LIMIT,
  uploadMedia,
  uploadProblemOf,
  type MediaKind,
  type UploadProblem,
} from './media-upload';

interface PendingUpload {
  id: number;
  name: string;
  status: 'uploading' | 'failed';
  problem?: UploadProblem;
  sent?: { loaded: number; total: number };
}

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
  const api = useApi();
  const { user } = useArea();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const errorId = `mp-products-${kind}-error`;
  const room = MEDIA_LIMIT[kind] - value.length;

  const settle = (id: number, problem: UploadProblem | null) =>
    setPending((items) =>
      problem === null
        ? items.filter((item) => item.id !== id)
        : items.map((item) => (item.id === id ? { ...item, status: 'failed', problem } : item)),
    );

  const uploadOne = async (file: File, id: number) => {
    const problem = checkMedia(file, kind) ?? (user ? null : 'signIn');
    if (problem || !user) return settle(id, problem ?? 'signIn');
    try {
      const stored = await uploadMedia(api, user.id, file, (sent) =>
        setPending((items) => items.map((item) => (item.id === id ? { ...item, sent } : item))),
      );
      onChange((previous) => [...previous, stored]);
      settle(id, null);
    } catch (caught) {
      settle(id, uploadProblemOf(caught));
    }
  };

  const choose = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, Math.max(0, room));
    if (chosen.length === 0) return;
    const items = chosen.map((file) => ({ file, id: (nextId.current += 1) }));
    setPending((previous) => [
      ...previous.filter((item) => item.status === 'uploading'),
      ...items.map(({ file, id }) => ({ id, name: file.name, status: 'uploading' as const })),
    ]);
    onBusyChange(true);
    await Promise.all(items.map(({ file, id }) => uploadOne(file, id)));
    onBusyChange(false);
    if (input.current) input.current.value = '';
  };

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
        onChange={(event) => void choose(event.target.files)}
      />
      <ul className="mp-products__files" aria-live="polite">
        {pending.map((item) => (
          <li key={`pending-${item.id}`} className="mp-products__file">
            <span>{item.name}</span>
            {item.status === 'uploading' ? (
              <ProgressBar
                label={t('form.uploading', { name: item.name })}
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
                {t(`form.uploadProblems.${item.problem ?? 'failed'}`)}
              </span>
            )}
          </li>
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
