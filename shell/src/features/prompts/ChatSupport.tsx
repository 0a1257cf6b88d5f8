import { useId, useRef, useState } from 'react';
import { createEvent } from '@mp/contracts';
import { Button, TextArea, TextField } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import './prompts.css';

/**
 * The chat-support widget (feature-gated): a launcher and a panel with a support conversation
 * form, sent to the API as a `support_request` event (`POST /apis/events`). No third-party script.
 */
export function ChatSupport({ email }: { email: string }) {
  const { t } = useTranslation(NAMESPACES.prompts);
  const { http } = useSession();
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  const send = async () => {
    if (!message.trim()) {
      setFieldError(t('required', { field: t('supportMessage') }));
      return;
    }
    setFieldError(null);
    setStatus('sending');
    try {
      await http.call(createEvent, {
        body: {
          type: 'support_request',
          data: {
            subject: subject.trim(),
            message: message.trim(),
            page: window.location.pathname,
          },
        },
      });
      setStatus('sent');
      setSubject('');
      setMessage('');
    } catch (error) {
      console.error('[prompts] support request failed', error);
      setStatus('failed');
    }
  };

  return (
    <div className="mp-support">
      {open && (
        <section
          id={panelId}
          className="mp-support__panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${panelId}-title`}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        >
          <h2 id={`${panelId}-title`}>{t('supportTitle')}</h2>
          <p>{t('supportIntro', { email })}</p>
          {status === 'sent' && <p role="status">{t('supportSent')}</p>}
          {status === 'failed' && <p role="alert">{t('supportFailed')}</p>}
          <form
            className="mp-support__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <TextField
              label={t('supportSubject')}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
            <TextArea
              label={t('supportMessage')}
              required
              rows={4}
              maxLength={4000}
              value={message}
              error={fieldError ?? undefined}
              onChange={(e) => setMessage(e.target.value)}
            />
            <div className="mp-support__actions">
              <Button
                type="submit"
                loading={status === 'sending'}
                loadingLabel={t('supportSending')}
              >
                {t('supportSend')}
              </Button>
              <Button variant="link" onClick={close}>
                {t('close')}
              </Button>
            </div>
          </form>
        </section>
      )}
      <Button
        ref={launcher}
        className="mp-support__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('supportOpen')}
      </Button>
    </div>
  );
}
