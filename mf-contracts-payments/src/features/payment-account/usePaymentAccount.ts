import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_ACCOUNT_STATUS, type PaymentAccountResponse } from '@mp/contracts';
import { isAbort, useApi, type LoadState } from '@mp/remote-kit';
import { createOnboardingLink, createPaymentAccount, fetchPaymentAccount } from './api';
import { usePaymentAccountEnvironment, isWebUrl } from './environment';
import { errorMessageKey, readError, type ReadableError } from './errors';
import type { PaymentKey } from './i18n';

/** After the provider sends the user back: checking, or still verifying after the last try. */
export type ReturnCheck = 'none' | 'checking' | 'stillVerifying' | 'done';

export type OnboardingStep = 'idle' | 'creating' | 'linking' | 'leaving';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** The API answered with a link this section will not follow (not http or https). */
class UnsafeLinkError extends Error {
  override readonly name = 'UnsafeLinkError';
}

const LOADING = { status: 'loading', data: null, error: null } as const;
const ready = (account: PaymentAccountResponse) =>
  ({ status: 'ready', data: account, error: null }) as const;

const isWaiting = (account: PaymentAccountResponse) =>
  account.status === PAYMENT_ACCOUNT_STATUS.waiting;

/**
 * Loads the account once (asking the provider afresh when the user just came back from its
 * onboarding, then again with a back-off while it is still verifying), and refreshes on demand.
 */
function useAccountLoad(returned: boolean) {
  const api = useApi();
  const { pollDelaysMs } = usePaymentAccountEnvironment();
  const [state, setState] = useState<LoadState<PaymentAccountResponse>>(LOADING);
  const [returnCheck, setReturnCheck] = useState<ReturnCheck>(returned ? 'checking' : 'none');
  const [pollError, setPollError] = useState<ReadableError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let loaded = false;
    const run = async () => {
      let account = await fetchPaymentAccount(api, { refresh: returned, signal });
      loaded = true;
      setState(ready(account));
      if (!returned) return;
      for (const delay of pollDelaysMs) {
        if (!isWaiting(account)) break;
        await sleep(delay, signal);
        account = await fetchPaymentAccount(api, { refresh: true, signal });
        setState(ready(account));
      }
      setReturnCheck(isWaiting(account) ? 'stillVerifying' : 'done');
    };
    run().catch((error: unknown) => {
      if (isAbort(error) || signal.aborted) return;
      if (loaded) {
        setPollError(readError(error));
        setReturnCheck('done');
      } else {
        setState({ status: 'error', data: null, error: readError(error) });
      }
    });
    return () => controller.abort();
  }, [api, returned, pollDelaysMs, attempt]);

  const retry = useCallback(() => {
    setState(LOADING);
    setAttempt((count) => count + 1);
  }, []);

  return { state, setState, returnCheck, setReturnCheck, pollError, setPollError, retry };
}

/** The section's data and its actions: refresh, start or continue the provider's onboarding. */
export function usePaymentAccount(returned: boolean) {
  const api = useApi();
  const { leaveSite } = usePaymentAccountEnvironment();
  const load = useAccountLoad(returned);
  const { setState, setReturnCheck, setPollError } = load;
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<ReadableError | null>(null);
  const [step, setStep] = useState<OnboardingStep>('idle');
  const [onboardingError, setOnboardingError] = useState<PaymentKey | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A page restored from the back/forward cache must not stay "taking you to the provider".
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStep('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const replaceAccount = useCallback(
    (account: PaymentAccountResponse) => setState(ready(account)),
    [setState],
  );

  const refresh = useCallback(async () => {
    setRefreshing(true);
    setRefreshError(null);
    setPollError(null);
    try {
      const account = await fetchPaymentAccount(api, { refresh: true });
      if (!mounted.current) return;
      replaceAccount(account);
      setReturnCheck((check) => (check === 'none' ? 'none' : 'done'));
    } catch (error) {
      if (mounted.current) setRefreshError(readError(error));
    } finally {
      if (mounted.current) setRefreshing(false);
    }
  }, [api, replaceAccount, setPollError, setReturnCheck]);

  const startOnboarding = useCallback(
    async (account: PaymentAccountResponse) => {
      setOnboardingError(null);
      try {
        if (account.status === PAYMENT_ACCOUNT_STATUS.noPaymentUserCreated) {
          setStep('creating');
          const created = await createPaymentAccount(api);
          if (mounted.current) replaceAccount(created);
        }
        setStep('linking');
        const { url } = await createOnboardingLink(api);
        if (!isWebUrl(url)) throw new UnsafeLinkError();
        setStep('leaving');
        leaveSite(url);
      } catch (error) {
        if (!mounted.current) return;
        setStep('idle');
        setOnboardingError(
          error instanceof UnsafeLinkError ? 'errors.badLink' : errorMessageKey(readError(error)),
        );
      }
    },
    [api, leaveSite, replaceAccount],
  );

  return {
    ...load,
    refreshing,
    refreshError: refreshError ?? load.pollError,
    refresh,
    replaceAccount,
    step,
    onboardingError,
    startOnboarding,
  };
}

export type PaymentAccountModel = ReturnType<typeof usePaymentAccount>;
