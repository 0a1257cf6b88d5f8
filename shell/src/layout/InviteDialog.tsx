import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@mp/ui';

export function inviteLink(origin: string, userId: string): string {
  return `${origin}/register?ref=${encodeURIComponent(userId)}`;
}

export function inviteMailto(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Invite friends: copy the invite link, or e-mail it through the visitor's mail app. */
export function InviteDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, userId);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [email, setEmail] = useState('');
  const emailValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  return (
    <Dialog open onClose={onClose} title={t('invite.title')} closeLabel={t('invite.close')}>
      <div className="mp-invite">
        <TextField label={t('invite.linkLabel')} value={link} readOnly />
        <Button
          variant="primary"
          onClick={() => {
            navigator.clipboard.writeText(link).then(
              () => setCopied('copied'),
              () => setCopied('failed'),
            );
          }}
        >
          {t('invite.copy')}
        </Button>
        <p role="status" className="mp-invite__status">
          {copied === 'copied'
            ? t('invite.copied')
            : copied === 'failed'
              ? t('invite.copyFailed')
              : ''}
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!emailValid) return;
            window.location.href = inviteMailto(
              email,
              t('invite.subject'),
              t('invite.body', { link }),
            );
          }}
        >
          <TextField
            label={t('invite.emailLabel')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={email && !emailValid ? t('invite.emailInvalid') : undefined}
          />
          <Button type="submit" variant="secondary" disabled={!emailValid}>
            {t('invite.send')}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
