import { useEffect, useState } from 'react';
import { CRYPTO_RETURN_QUERY } from '@mp/contracts';
import { useLocation, useNavigate, type Location } from '@mp/router';

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** The address without what the wallet page added: where the wallet should send the user back. */
export function pathWithoutReturn(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const params = new URLSearchParams(location.search);
  params.delete(CRYPTO_RETURN_QUERY.milestoneId);
  params.delete(CRYPTO_RETURN_QUERY.transactionHash);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}

/**
 * The hash of the transfer the wallet page sent for this milestone, when this visit is the
 * wallet sending the user back (docs/payments.md#crypto). Read once; the wallet's additions are
 * then taken out of the address, so a reload or a shared link does not pay again.
 */
export function useWalletReturn(milestoneId: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [hash] = useState(() => {
    const params = new URLSearchParams(location.search);
    const sent = params.get(CRYPTO_RETURN_QUERY.transactionHash) ?? '';
    const forThis = params.get(CRYPTO_RETURN_QUERY.milestoneId) === milestoneId;
    return forThis && HASH.test(sent) ? sent : null;
  });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(CRYPTO_RETURN_QUERY.milestoneId) !== milestoneId) return;
    navigate(pathWithoutReturn(location), { replace: true });
  }, [location, milestoneId, navigate]);
  return hash;
}
