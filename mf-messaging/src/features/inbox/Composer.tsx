import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@mp/contracts';
import { Alert, Button, TextArea } from '@mp/ui';
import type { ReadableError } from '@mp/remote-kit';
import { useMessagingT } from './useMessagingT';

export interface ComposerProps {
  recipientName: string;
  send: (text: string) => Promise<ReadableError | null>;
}

/** Writing a message: Enter sends, Shift+Enter adds a line; the text stays when sending fails. */
export function Composer({ recipientName, send }: ComposerProps) {
  const { t } = useMessagingT();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const explain = (failure: ReadableError): string => {
    if (failure.kind === 'notFound') return t('inbox.errors.notFound');
    const reason = Object.values(failure.fields)[0];
    if (failure.kind === 'validation' && reason) return t('inbox.errors.invalid', { reason });
    return t('inbox.errors.send');
  };

  const submit = async () => {
    if (sending) return;
    const message = text.trim();
    if (message.length === 0) {
      setError(t('inbox.errors.empty'));
      return;
    }
    setSending(true);
    setError(null);
    const failure = await send(message);
    setSending(false);
    if (failure === null) setText('');
    else setError(explain(failure));
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

  return (
    <form className="mp-inbox__composer" onSubmit={onSubmit} aria-busy={sending || undefined}>
      {error !== null && (
        <Alert type="error" onDismiss={() => setError(null)} dismissLabel={t('inbox.dismiss')}>
          {error}
        </Alert>
      )}
      <TextArea
        label={t('inbox.composerLabel', { name: recipientName })}
        hint={t('inbox.composerHint')}
        rows={3}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        readOnly={sending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="mp-inbox__composer-actions">
        <Button type="submit" loading={sending} loadingLabel={t('inbox.sending')}>
          {t('inbox.send')}
        </Button>
      </div>
    </form>
  );
}
