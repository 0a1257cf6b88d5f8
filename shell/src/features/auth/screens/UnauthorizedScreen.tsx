import { Link, useLocation } from '@mp/router';
import { safeRedirect } from '../../session';
import { AuthCard, useAuthT } from './parts';

/** `/unauthorized`: where a 401 lands (docs/identity.md#session-error-rules). */
export function UnauthorizedScreen() {
  const t = useAuthT();
  const { search } = useLocation();
  const from = safeRedirect(new URLSearchParams(search).get('redirect'));
  const login = from ? `/login?redirect=${encodeURIComponent(from)}` : '/login';
  return (
    <AuthCard title={t('unauthorizedTitle')} intro={t('unauthorizedText')}>
      <p className="mp-auth__actions">
        <Link className="mp-button mp-button--primary" to={login}>
          {t('signIn')}
        </Link>{' '}
        <Link to="/">{t('goHome')}</Link>
      </p>
    </AuthCard>
  );
}
