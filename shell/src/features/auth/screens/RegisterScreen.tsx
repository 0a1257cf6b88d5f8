import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@mp/router';
import { Button, TextField } from '@mp/ui';
import { readSignupState, useSessionControls, type SignupState } from '../../session';
import { brokenPasswordRules, isEmail } from '../errors';
import { ConfirmStep } from './ConfirmStep';
import { LoginScreen } from './LoginScreen';
import {
  AuthCard,
  FormError,
  FormNotice,
  NewPasswordField,
  onSubmit,
  useAuthT,
  useErrorText,
  useLanding,
} from './parts';

/** An invite link's `?ref=<userId>`: the referrer is credited once the account exists (docs/users.md#referrals). */
function referrerOf(params: URLSearchParams): { referrer?: string } {
  const referrer = params.get('ref')?.trim();
  return referrer ? { referrer } : {};
}

interface RegisterProps {
  role: SignupState['role'];
}

/**
 * Sign-up with the role as the identity user's `custom:role`; then the e-mailed code; then
 * sign-in, whose first `/users/me` provisions the API record with that role.
 */
function RegisterScreen({ role }: RegisterProps) {
  const t = useAuthT();
  const errorText = useErrorText();
  const { preload, signUp, signIn } = useSessionControls();
  const land = useLanding();
  const [params] = useSearchParams();
  const pending = readSignupState();
  const [step, setStep] = useState<'form' | 'confirm' | 'signin'>(
    pending?.role === role ? 'confirm' : 'form',
  );
  const [name, setName] = useState('');
  const [email, setEmail] = useState(pending?.role === role ? pending.email : '');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => preload(), [preload]);

  const register = async () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('required', { field: t('name') });
    if (!isEmail(email)) problems.email = t('invalidEmail');
    const broken = brokenPasswordRules(password);
    if (broken.length > 0) problems.password = t('invalidPassword');
    setFields(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await signUp({ email, password, name, role, ...referrerOf(params) });
      setStep('confirm');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'signin') return <LoginScreen />;
  if (step === 'confirm') {
    return (
      <ConfirmStep
        email={email}
        onConfirmed={async () => {
          // After a reload the password is gone: confirm, then sign in on the login form.
          if (!password) {
            setStep('signin');
            return;
          }
          land(await signIn(email, password));
        }}
      />
    );
  }
  const title = role === '2' ? t('registerFreelancerTitle') : t('registerCustomerTitle');
  const redirect = params.get('redirect');
  return (
    <AuthCard title={title} intro={t('registerIntro')}>
      <FormNotice message={null} />
      <FormError message={error} />
      <form noValidate onSubmit={onSubmit(register)} className="mp-auth__form" aria-label={title}>
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          required
          value={name}
          error={fields.name}
          onChange={(event) => setName(event.target.value)}
        />
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
        <NewPasswordField
          label={t('password')}
          value={password}
          error={fields.password}
          onChange={setPassword}
        />
        <Button type="submit" fullWidth loading={busy} loadingLabel={t('creatingAccount')}>
          {t('createAccount')}
        </Button>
      </form>
      <p className="mp-auth__switch">
        {t('haveAccount')}{' '}
        <Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
          {t('signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

export function FreelancerRegisterScreen() {
  return <RegisterScreen role="2" />;
}

export function CustomerRegisterScreen() {
  return <RegisterScreen role="3" />;
}
