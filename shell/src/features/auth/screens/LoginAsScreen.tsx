import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@mp/router';
import { useSessionControls } from '../../session';
import { useAuthT, useErrorText, useLanding } from './parts';
import { StatusCard } from './StatusCard';

/**
 * `/loginas?userId=..&session=..`: takes over a session of another account (switch users).
 * `session` is that account's refresh token; the session's `adopt` has the identity service
 * validate it (the id token must name `userId`) and removes it from the address bar.
 */
export function LoginAsScreen() {
  const t = useAuthT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const { adopt } = useSessionControls();
  const land = useLanding();
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
        land(await adopt(userId, session));
      } catch (caught) {
        const text = errorText(caught);
        setError(text === t('wrongCredentials') ? t('loginAsFailed') : text);
      }
    })();
  }, [userId, session, adopt, land, errorText, t]);

  return <StatusCard title={t('loginAsTitle')} working={t('loginAsWorking')} error={error} />;
}
