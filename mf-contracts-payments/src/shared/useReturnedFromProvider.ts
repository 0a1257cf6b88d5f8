import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@mp/router';

/** The query the provider adds when it sends the browser back from its hosted page. */
const RETURN_PARAM = 'onboarding';
const RETURN_VALUE = 'returned';

/**
 * Whether this visit is the payment provider sending the user back. Read once; the marker is
 * then taken out of the address so a reload or a shared link does not act on it again.
 */
export function useReturnedFromProvider(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [returned] = useState(
    () => new URLSearchParams(location.search).get(RETURN_PARAM) === RETURN_VALUE,
  );
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(RETURN_PARAM) !== RETURN_VALUE) return;
    params.delete(RETURN_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
  return returned;
}
