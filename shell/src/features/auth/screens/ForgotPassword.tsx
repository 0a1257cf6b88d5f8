import { useState } from 'react';
import { Button, TextField } from '@mp/ui';
import { useSessionControls } from '../../session';
import { brokenPasswordRules, isEmail } from '../errors';
import {
  AuthCard,
  CodeField,
  FormError,
  NewPasswordField,
  onSubmit,
  useAuthT,
  useErrorText,
} from './parts';

export interface ForgotPasswordProps {
  initialEmail: string;
  onDone: (email: string) => void;
  onCancel: () => void;
}

/** Request a code by e-mail, then set a new password with it. */
export function ForgotPassword({ initialEmail, onDone, onCancel }: ForgotPasswordProps) {
  const t = useAuthT();
  const errorText = useErrorText();
  const { forgotPassword, resetPassword } = useSessionControls();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const request = () => {
    if (!isEmail(email)) {
      setFields({ email: t('invalidEmail') });
      return;
    }
    setFields({});
    return run(async () => {
      await forgotPassword(email);
      setStep('reset');
    });
  };

  const reset = () => {
    const problems: Record<string, string> = {};
    if (!code.trim()) problems.code = t('required', { field: t('code') });
    if (brokenPasswordRules(password).length > 0) problems.password = t('invalidPassword');
    setFields(problems);
    if (Object.keys(problems).length > 0) return;
    return run(async () => {
      await resetPassword(email, code, password);
      onDone(email);
    });
  };

  if (step === 'request') {
    return (
      <AuthCard title={t('resetTitle')} intro={t('resetIntro')}>
        <FormError message={error} />
        <form noValidate onSubmit={onSubmit(request)} className="mp-auth__form">
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={fields.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" fullWidth loading={busy} loadingLabel={t('sending')}>
            {t('sendCode')}
          </Button>
        </form>
        <Button variant="link" onClick={onCancel}>
          {t('backToSignIn')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetTitle')} intro={t('resetCodeIntro', { email })}>
      <FormError message={error} />
      <form noValidate onSubmit={onSubmit(reset)} className="mp-auth__form">
        <CodeField label={t('code')} value={code} error={fields.code} onChange={setCode} />
        <NewPasswordField
          label={t('newPassword')}
          value={password}
          error={fields.password}
          onChange={setPassword}
        />
        <Button type="submit" fullWidth loading={busy} loadingLabel={t('saving')}>
          {t('setPassword')}
        </Button>
      </form>
      <Button variant="link" onClick={onCancel}>
        {t('backToSignIn')}
      </Button>
    </AuthCard>
  );
}
