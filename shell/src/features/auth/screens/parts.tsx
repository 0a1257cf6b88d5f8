import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@mp/router';
import { Alert, TextField } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../../locales';
import { landingPath, type ShellSessionUser } from '../../session';
import { authErrorKey, brokenPasswordRules, PASSWORD_RULES } from '../errors';

export function useAuthT() {
  return useTranslation(NAMESPACES.auth).t;
}

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving between steps moves focus to the new step's heading for screen-reader users.
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className="mp-auth" aria-labelledby="mp-auth-title">
      <div className="mp-auth__card">
        <h1 id="mp-auth-title" ref={heading} tabIndex={-1} className="mp-auth__title">
          {title}
        </h1>
        {intro && <p className="mp-auth__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** Errors interrupt (role=alert), so they are announced as soon as they appear. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert type="error" className="mp-auth__error">
      {message}
    </Alert>
  );
}

export function FormNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert type="success" className="mp-auth__notice">
      {message}
    </Alert>
  );
}

export function PasswordRules({ password, id }: { password: string; id: string }) {
  const t = useAuthT();
  const broken = new Set(brokenPasswordRules(password));
  return (
    <div id={id} className="mp-auth__rules">
      <p>{t('passwordRules')}</p>
      <ul>
        {PASSWORD_RULES.map(({ key }) => {
          const met = password.length > 0 && !broken.has(key);
          return (
            <li key={key} data-met={met}>
              <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
              {t(key)}
              <span className="mp-visually-hidden"> ({t(met ? 'ruleMet' : 'ruleNotMet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A new password (sign-up, reset): the field, described by the live list of its rules. */
export function NewPasswordField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const rulesId = useId();
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={value}
        error={error}
        aria-describedby={rulesId}
        onChange={(event) => onChange(event.target.value)}
      />
      <PasswordRules password={value} id={rulesId} />
    </>
  );
}

/** The e-mailed one-time code (sign-up confirmation, password reset). */
export function CodeField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function onSubmit(handler: () => void | Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void handler();
  };
}

/** After a sign-in: the signed-in user's landing page, or the `redirect` when it is safe. */
export function useLanding() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (user: ShellSessionUser) => {
    navigate(landingPath(user.role, params.get('redirect')), { replace: true });
  };
}

/** The message for a failed auth step: identity errors by code, an API failure after sign-in apart. */
export function useErrorText() {
  const t = useAuthT();
  return (error: unknown): string => {
    if (error instanceof Error && error.name === 'SessionLoadError') return t('profileFailed');
    console.warn('[auth]', error);
    return t(authErrorKey(error));
  };
}
