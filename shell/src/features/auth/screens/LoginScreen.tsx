import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@mp/router';
import { Button, TextField } from '@mp/ui';
import { landingPath, readSignupState, useSession, useSessionControls } from '../../session';
import { useTenantData } from '../../../tenant/TenantContext';
import { authErrorCode, isEmail } from '../errors';
import { identityProvidersOf, providerSignInUrl } from '../identity-providers';
import { ConfirmStep } from './ConfirmStep';
import { ForgotPassword } from './ForgotPassword';
import {
  AuthCard,
  FormError,
  FormNotice,
  onSubmit,
  useAuthT,
  useErrorText,
  useLanding,
} from './parts';

type Mode = 'signin' | 'confirm' | 'forgot';

/**
 * `/login`: SRP sign-in, with the confirmation step and the password reset in place, and a
 * button per identity provider while the tenant's `identityProviders` switch is on.
 */
export function LoginScreen() {
  const t = useAuthT();
  const errorText = useErrorText();
  const { status, user } = useSession();
  const { preload, signIn, config, tenantId } = useSessionControls();
  const { features } = useTenantData();
  const providers = identityProvidersOf(
    features.status === 'fetched' ? features.data : null,
    tenantId,
  );
  // Tests and tenants without providers may carry no identity config at all.
  const identity = providers.length > 0 ? config.identity[tenantId] : undefined;
  const land = useLanding();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('signin');
  const [email, setEmail] = useState(() => readSignupState()?.email ?? '');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Start downloading the identity library while the user types.
  useEffect(() => preload(), [preload]);

  useEffect(() => {
    if (status === 'authenticated' && user && !busy) {
      navigate(landingPath(user.role, params.get('redirect')), { replace: true });
    }
  }, [status, user, busy, navigate, params]);

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!isEmail(email)) problems.email = t('invalidEmail');
    if (!password) problems.password = t('required', { field: t('password') });
    setFields(problems);
    setError(null);
    setNotice(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      land(await signIn(email, password));
    } catch (caught) {
      if (authErrorCode(caught) === 'UserNotConfirmedException') {
        setMode('confirm');
        setNotice(t('notConfirmed'));
      } else {
        setError(errorText(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  if (mode === 'confirm') {
    return (
      <ConfirmStep
        email={email}
        notice={notice}
        onConfirmed={async () => land(await signIn(email, password))}
      />
    );
  }
  if (mode === 'forgot') {
    return (
      <ForgotPassword
        initialEmail={email}
        onCancel={() => setMode('signin')}
        onDone={(changedFor) => {
          setEmail(changedFor);
          setPassword('');
          setNotice(t('passwordChanged'));
          setMode('signin');
        }}
      />
    );
  }
  return (
    <AuthCard title={t('loginTitle')} intro={t('loginIntro')}>
      <FormNotice message={notice} />
      <FormError message={error} />
      <form
        noValidate
        onSubmit={onSubmit(submit)}
        className="mp-auth__form"
        aria-label={t('loginTitle')}
      >
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          error={fields.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fields.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" fullWidth loading={busy} loadingLabel={t('signingIn')}>
          {t('signIn')}
        </Button>
      </form>
      {identity && providers.length > 0 && (
        <section className="mp-auth__providers" aria-label={t('orSignInWith')}>
          <p>{t('orSignInWith')}</p>
          {providers.map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              fullWidth
              onClick={() =>
                window.location.assign(
                  providerSignInUrl(identity, provider.id, window.location.origin),
                )
              }
            >
              {t('continueWith', { provider: provider.label })}
            </Button>
          ))}
        </section>
      )}
      <Button variant="link" onClick={() => setMode('forgot')}>
        {t('forgotPassword')}
      </Button>
      <p className="mp-auth__switch">
        {t('noAccount')} <Link to="/register">{t('joinFreelancer')}</Link> ·{' '}
        <Link to="/customer-register">{t('joinCustomer')}</Link>
      </p>
    </AuthCard>
  );
}
