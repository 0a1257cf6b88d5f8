import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@mp/router';
import { useSessionControls } from '../../session';
import { useAuthT, useErrorText, useFinishSignIn } from './parts';
import { StatusCard } from './StatusCard';

/**
 * `/loginas?userId=..&session=..`: takes over a session of another account (switch users).
 * `session` is that account's refresh token; the identity service validates it when the
 * library trades it for tokens, and the id token must name `userId`.
 */
export function LoginAsScreen() {
  const t = useAuthT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const { engine, leave } = useSessionControls();
  const finish = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const userId = params.get('userId');
  const session = params.get('session');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!userId || !session) {
      setError(t('loginAsMissing'));
      return;
    }
    void (async () => {
      try {
        // The account being left keeps its session, so the user can switch back to it.
        await leave();
        const active = await (await engine()).signInWithRefreshToken(userId, session);
        // The token must not stay in the address bar or the history.
        window.history.replaceState(null, '', '/loginas');
        await finish(active);
      } catch (caught) {
        const text = errorText(caught);
        setError(text === t('wrongCredentials') ? t('loginAsFailed') : text);
      }
    })();
  }, [userId, session, leave, engine, finish, errorText, t]);

  return <StatusCard title={t('loginAsTitle')} working={t('loginAsWorking')} error={error} />;
}
