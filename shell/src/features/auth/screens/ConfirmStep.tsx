import { useState } from 'react';
import { Button } from '@mp/ui';
import { useSessionControls } from '../../session';
import {
  AuthCard,
  CodeField,
  FormError,
  FormNotice,
  onSubmit,
  useAuthT,
  useErrorText,
} from './parts';

export interface ConfirmStepProps {
  email: string;
  /** Called once the code is accepted. */
  onConfirmed: () => Promise<void>;
  notice?: string | null;
}

/** The e-mailed confirmation code after sign-up (or a sign-in of an unconfirmed account). */
export function ConfirmStep({ email, onConfirmed, notice = null }: ConfirmStepProps) {
  const t = useAuthT();
  const errorText = useErrorText();
  const { confirm: confirmSignUp, resendCode } = useSessionControls();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(notice);
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);

  const confirm = async () => {
    setError(null);
    if (!code.trim()) {
      setFieldError(t('required', { field: t('code') }));
      return;
    }
    setFieldError(null);
    setBusy('confirm');
    try {
      await confirmSignUp(email, code);
      await onConfirmed();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setError(null);
    setBusy('resend');
    try {
      await resendCode(email);
      setInfo(t('codeResent', { email }));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard title={t('confirmTitle')} intro={t('confirmIntro', { email })}>
      <FormNotice message={info} />
      <FormError message={error} />
      <form noValidate onSubmit={onSubmit(confirm)} className="mp-auth__form">
        <CodeField
          label={t('code')}
          value={code}
          error={fieldError ?? undefined}
          onChange={setCode}
        />
        <Button type="submit" fullWidth loading={busy === 'confirm'} loadingLabel={t('confirming')}>
          {t('confirm')}
        </Button>
      </form>
      <Button
        variant="link"
        loading={busy === 'resend'}
        loadingLabel={t('sending')}
        onClick={resend}
      >
        {t('resendCode')}
      </Button>
    </AuthCard>
  );
}
