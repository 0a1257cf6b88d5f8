import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@mp/router';
import { useSessionControls } from '../../session';
import { takeOAuthState } from '../identity-providers';
import { useAuthT, useErrorText, useLanding } from './parts';
import { StatusCard } from './StatusCard';

/**
 * `/callback`: the return from an identity provider's hosted sign-in (identity-providers
 * feature). After the `state` check, the authorisation code is exchanged at the identity
 * service's OAuth token endpoint; a service without one gets a clear error page.
 */
export function CallbackScreen() {
  const t = useAuthT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const { signInWithCode } = useSessionControls();
  const land = useLanding();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const providerError = params.get('error_description') ?? params.get('error');
    const code = params.get('code');
    if (providerError) {
      setError(t('callbackProviderError', { reason: providerError }));
      return;
    }
    if (!code) {
      setError(t('callbackMissingCode'));
      return;
    }
    // The state must be the one this tab sent, so a forged callback cannot sign anyone in.
    if (!takeOAuthState(params.get('state'))) {
      setError(t('callbackStateMismatch'));
      return;
    }
    void (async () => {
      try {
        const user = await signInWithCode(code, `${window.location.origin}/callback`);
        if (!user) {
          setError(t('callbackUnsupported'));
          return;
        }
        land(user);
      } catch (caught) {
        setError(errorText(caught));
      }
    })();
  }, [params, signInWithCode, land, errorText, t]);

  return <StatusCard title={t('callbackTitle')} working={t('callbackWorking')} error={error} />;
}
