import { useId, useRef, useState } from 'react';
import { createEvent } from '@mp/contracts';
import { Button, TextField } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';

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
            <div className="mp-field">
              <label className="mp-field__label" htmlFor={`${panelId}-message`}>
                {t('supportMessage')}
              </label>
              <textarea
                id={`${panelId}-message`}
                className="mp-field__input"
                required
                rows={4}
                maxLength={4000}
                value={message}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${panelId}-error` : undefined}
                onChange={(e) => setMessage(e.target.value)}
              />
              {fieldError && (
                <p id={`${panelId}-error`} className="mp-field__error">
                  {fieldError}
                </p>
              )}
            </div>
            <Button type="submit" loading={status === 'sending'} loadingLabel={t('supportSending')}>
              {t('supportSend')}
            </Button>
            <Button variant="link" onClick={close}>
              {t('close')}
            </Button>
          </form>
        </section>
      )}
      <button
        ref={launcher}
        type="button"
        className="mp-support__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('supportOpen')}
      </button>
    </div>
  );
}
