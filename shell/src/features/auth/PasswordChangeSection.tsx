import { useState } from 'react';
import { Alert, Button, Card, TextField } from '@mp/ui';
import { useSession, useSessionControls } from '../session';
import { authErrorCode, brokenPasswordRules } from './errors';
import { NewPasswordField, onSubmit, useAuthT, useErrorText } from './screens/parts';

type Outcome = { kind: 'changed' } | { kind: 'failed'; message: string } | null;

/**
 * The settings page's password change (`#password`): the identity service checks the old
 * password and then ends every session of the account, so the user signs in again.
 */
export function PasswordChange() {
  const t = useAuthT();
  const errorText = useErrorText();
  const { changePassword } = useSessionControls();
  const { signOut } = useSession();
  const [previous, setPrevious] = useState('');
  const [proposed, setProposed] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!previous) problems.previous = t('required', { field: t('oldPassword') });
    if (brokenPasswordRules(proposed).length > 0) problems.proposed = t('invalidPassword');
    setFields(problems);
    setOutcome(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await changePassword(previous, proposed);
      setPrevious('');
      setProposed('');
      setOutcome({ kind: 'changed' });
    } catch (caught) {
      // The same code says the session is over ("Access Token has been revoked"): not the password.
      const message = caught instanceof Error ? caught.message : '';
      const wrongOld =
        authErrorCode(caught) === 'NotAuthorizedException' && !/token/i.test(message);
      setOutcome({
        kind: 'failed',
        message: wrongOld ? t('oldPasswordMismatch') : errorText(caught),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card heading={t('changePasswordTitle')} headingLevel={2} id="password">
      {outcome?.kind === 'changed' ? (
        <div>
          <Alert type="success">{t('passwordChangedSignedOut')}</Alert>
          <Button onClick={() => void signOut()}>{t('signInAgain')}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit(submit)} aria-label={t('changePasswordTitle')}>
          {outcome?.kind === 'failed' && <Alert type="error">{outcome.message}</Alert>}
          <TextField
            label={t('oldPassword')}
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            value={previous}
            error={fields.previous}
            onChange={(event) => setPrevious(event.target.value)}
          />
          <NewPasswordField
            label={t('newPassword')}
            value={proposed}
            error={fields.proposed}
            onChange={setProposed}
          />
          <Button type="submit" loading={busy} loadingLabel={t('changingPassword')}>
            {t('changePassword')}
          </Button>
        </form>
      )}
    </Card>
  );
}
