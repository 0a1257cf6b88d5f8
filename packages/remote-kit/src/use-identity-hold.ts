import { getIdentityVerification } from '@mp/contracts';
import { useApi } from './area-context';
import { useLoad } from './use-load';

/**
 * Whether the tenant holds the signed-in user back until the payment provider verifies their
 * identity (docs/payments.md#identity-verification): screens that post jobs or send proposals
 * explain it and link to the settings instead of failing. False while loading or when the read
 * fails: the API refuses anyway.
 */
export function useIdentityHold(): boolean {
  const api = useApi();
  const load = useLoad((signal) => api.call(getIdentityVerification, { signal }), 'identity-hold');
  return load.status === 'ready' && load.data.required && load.data.status !== 'verified';
}
