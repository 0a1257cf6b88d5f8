import { getIdentityVerification, ROLES } from '@mp/contracts';
import { useApi, useArea } from './area-context';
import { useLoad } from './use-load';

/**
 * Whether the tenant holds the signed-in user back until the payment provider verifies their
 * identity (docs/payments.md#identity-verification): screens that post jobs or send proposals
 * explain it and link to the settings instead of failing. False while loading or when the read
 * fails: the API refuses anyway. Only customers and freelancers are ever held (and may ask).
 */
export function useIdentityHold(): boolean {
  const api = useApi();
  const { user } = useArea();
  const mayBeHeld = user?.role === ROLES.customer || user?.role === ROLES.freelancer;
  const load = useLoad(
    (signal) => (mayBeHeld ? api.call(getIdentityVerification, { signal }) : Promise.resolve(null)),
    `identity-hold-${String(mayBeHeld)}`,
  );
  return (
    load.status === 'ready' &&
    load.data !== null &&
    load.data.required &&
    load.data.status !== 'verified'
  );
}
