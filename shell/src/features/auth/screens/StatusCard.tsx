import { Link } from '@mp/router';
import { Alert, Spinner } from '@mp/ui';
import { AuthCard, useAuthT } from './parts';

/** A working / failed state for screens that act on arrival (login-as, provider callback). */
export function StatusCard({
  title,
  working,
  error,
}: {
  title: string;
  working: string;
  error: string | null;
}) {
  const t = useAuthT();
  return (
    <AuthCard title={title}>
      {error ? (
        <>
          <Alert type="error">{error}</Alert>
          <p className="mp-auth__actions">
            <Link className="mp-button mp-button--primary" to="/login">
              {t('signIn')}
            </Link>{' '}
            <Link to="/">{t('goHome')}</Link>
          </p>
        </>
      ) : (
        <Spinner label={working} />
      )}
    </AuthCard>
  );
}
