import { useEffect, useState } from 'react';
import { ROLES, type ApiClient, type SessionUser } from '@mp/contracts';
import { useNavigate, useSearchParams } from '@mp/router';
import { openChannel } from './api';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `?freelancerId=&jobId=` (customers) or `?customerId=&jobId=` (freelancers) on the inbox opens
 * (finds or creates) that conversation, then replaces the address with the conversation's.
 */
export function useOpenFromQuery(
  api: ApiClient,
  user: SessionUser | null,
  pathOf: (channelId: string) => string,
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const otherKey = user?.role === ROLES.freelancer ? 'customerId' : 'freelancerId';
  const otherId = params.get(otherKey);
  const jobId = params.get('jobId');
  const wanted = user !== null && otherId !== null;
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>(wanted ? 'opening' : 'idle');

  useEffect(() => {
    if (user === null || otherId === null) return;
    if (!ID.test(otherId) || (jobId !== null && jobId !== '' && !ID.test(jobId))) {
      setState('failed');
      return;
    }
    let cancelled = false;
    setState('opening');
    const own = user.id;
    openChannel(api, {
      customerId: otherKey === 'freelancerId' ? own : otherId,
      freelancerId: otherKey === 'freelancerId' ? otherId : own,
      jobId: jobId || null,
    })
      .then(({ channel }) => {
        if (!cancelled) navigate(pathOf(channel.channelId), { replace: true });
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [api, user, otherKey, otherId, jobId, navigate, pathOf]);

  return wanted ? state : 'idle';
}
