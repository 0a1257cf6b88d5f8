import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  CONTACT_INFO_WARNING,
  MESSAGE_ATTACHMENT_ACCEPT,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_MAX_LENGTH,
  type MessageAttachmentRef,
} from '@mp/contracts';
import { Alert, Button, ProgressBar, TextArea } from '@mp/ui';
import { useApi, type ReadableError } from '@mp/remote-kit';
import type { MessageExtras } from './api';
import {
  checkAttachment,
  uploadAttachment,
  uploadProblemOf,
  type AttachmentProblem,
} from './attachments';
import type { SendFailure } from './useConversation';
import { useMessagingT } from './useMessagingT';

export interface ComposerProps {
  channelId: string;
  recipientName: string;
  send: (text: string, extras: MessageExtras) => Promise<SendFailure | null>;
}

interface PickedFile {
  id: number;
  name: string;
  status: 'uploading' | 'ready' | 'failed';
  problem?: AttachmentProblem;
  sent?: { loaded: number; total: number };
  ref?: MessageAttachmentRef;
}

/** Files picked for the next message: each uploads at once, with its progress or its problem. */
function useAttachments(channelId: string) {
  const api = useApi();
  const nextId = useRef(0);
  const [files, setFiles] = useState<PickedFile[]>([]);

  const update = (id: number, change: Partial<PickedFile>) =>
    setFiles((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const uploadOne = async (file: File, id: number) => {
    const problem = checkAttachment(file);
    if (problem !== null) return update(id, { status: 'failed', problem });
    try {
      const ref = await uploadAttachment(api, channelId, file, (sent) => update(id, { sent }));
      update(id, { status: 'ready', ref });
    } catch (caught) {
      update(id, { status: 'failed', problem: uploadProblemOf(caught) });
    }
  };

  const pick = (chosen: File[]) => {
    const items = chosen.map((file) => ({ file, id: (nextId.current += 1) }));
    setFiles((previous) => [
      ...previous,
      ...items.map(({ file, id }) => ({ id, name: file.name, status: 'uploading' as const })),
    ]);
    return Promise.all(items.map(({ file, id }) => uploadOne(file, id)));
  };

  const remove = (id: number) => setFiles((items) => items.filter((item) => item.id !== id));
  const clear = () => setFiles([]);
  const ready = files.flatMap((item) => (item.status === 'ready' && item.ref ? [item.ref] : []));
  const uploading = files.some((item) => item.status === 'uploading');
  return { files, pick, remove, clear, ready, uploading };
}

/**
 * Writing a message: text and files (docs/messaging.md#attachments). Enter sends, Shift+Enter
 * adds a line; the text and files stay when sending fails. Contact details the tenant warns
 * about are explained, and the sender may send anyway.
 */
export function Composer({ channelId, recipientName, send }: ComposerProps) {
  const { t } = useMessagingT();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const attachments = useAttachments(channelId);

  const explain = (failure: ReadableError): string => {
    if (failure.kind === 'notFound') return t('inbox.errors.notFound');
    const reason = Object.values(failure.fields)[0];
    if (failure.kind === 'validation' && reason) return t('inbox.errors.invalid', { reason });
    return t('inbox.errors.send');
  };

  const submit = async (acknowledged = false) => {
    if (sending) return;
    const message = text.trim();
    if (attachments.uploading) {
      setError(t('inbox.attachments.wait'));
      return;
    }
    if (message.length === 0 && attachments.ready.length === 0) {
      setError(t('inbox.errors.empty'));
      return;
    }
    setSending(true);
    setError(null);
    setWarning(null);
    const failure = await send(message, {
      attachments: attachments.ready,
      contactWarningAcknowledged: acknowledged,
    });
    setSending(false);
    if (failure === null) {
      setText('');
      attachments.clear();
    } else if (failure.contactWarning) {
      setWarning(Object.values(failure.error.fields).join(' '));
    } else setError(explain(failure.error));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onPick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    if (attachments.files.length + chosen.length > MESSAGE_ATTACHMENTS_MAX) {
      setError(t('inbox.attachments.tooMany', { max: MESSAGE_ATTACHMENTS_MAX }));
      return;
    }
    setError(null);
    void attachments.pick(chosen);
  };

  return (
    <form className="mp-inbox__composer" onSubmit={onSubmit} aria-busy={sending || undefined}>
      {error !== null && (
        <Alert type="error" onDismiss={() => setError(null)} dismissLabel={t('inbox.dismiss')}>
          {error}
        </Alert>
      )}
      {warning !== null && (
        <Alert type="warning" onDismiss={() => setWarning(null)} dismissLabel={t('inbox.dismiss')}>
          <strong>{CONTACT_INFO_WARNING}</strong> {t('inbox.contactWarning.explain')} {warning}
          <span className="mp-inbox__warning-actions">
            <Button variant="secondary" onClick={() => void submit(true)}>
              {t('inbox.contactWarning.sendAnyway')}
            </Button>
          </span>
        </Alert>
      )}
      <TextArea
        label={t('inbox.composerLabel', { name: recipientName })}
        hint={t('inbox.composerHint')}
        rows={3}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        readOnly={sending}
        onChange={(event) => {
          setText(event.target.value);
          setWarning(null);
        }}
        onKeyDown={onKeyDown}
      />
      {attachments.files.length > 0 && (
        <ul className="mp-inbox__picked" aria-label={t('inbox.attachments.picked')}>
          {attachments.files.map((file) => (
            <li key={file.id} className="mp-inbox__picked-file">
              <span className="mp-inbox__picked-name">{file.name}</span>
              {file.status === 'uploading' && (
                <ProgressBar
                  label={t('inbox.attachments.uploading', { name: file.name })}
                  value={file.sent && file.sent.total > 0 ? file.sent.loaded : undefined}
                  max={file.sent?.total}
                  valueText={
                    file.sent && file.sent.total > 0
                      ? `${Math.round((file.sent.loaded / file.sent.total) * 100)} %`
                      : undefined
                  }
                />
              )}
              {file.status === 'ready' && (
                <span className="mp-inbox__picked-ready">{t('inbox.attachments.ready')}</span>
              )}
              {file.status === 'failed' && (
                <span role="alert" className="mp-field__error">
                  {t(`inbox.attachments.problems.${file.problem ?? 'failed'}`, {
                    name: file.name,
                  })}
                </span>
              )}
              <Button
                variant="link"
                aria-label={t('inbox.attachments.remove', { name: file.name })}
                onClick={() => attachments.remove(file.id)}
              >
                {t('inbox.attachments.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mp-inbox__composer-actions">
        <label className="mp-inbox__attach">
          <input
            ref={input}
            className="mp-inbox__attach-input"
            type="file"
            multiple
            accept={MESSAGE_ATTACHMENT_ACCEPT}
            disabled={sending}
            onChange={(event) => onPick(event.target.files)}
          />
          <span>{t('inbox.attachments.add')}</span>
        </label>
        <Button type="submit" loading={sending} loadingLabel={t('inbox.sending')}>
          {t('inbox.send')}
        </Button>
      </div>
    </form>
  );
}
