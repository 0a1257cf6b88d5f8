import { useCallback, useEffect, useState } from 'react';
import { useApi, readError, type ReadableError } from '@mp/remote-kit';
import { inviteFreelancer, loadFavouriteIds, setFavourite } from './api';

/** The customer's favourites: ids, and a toggle that saves through the API. */
export function useFavourites(enabled: boolean) {
  const api = useApi();
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<ReadableError | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    loadFavouriteIds(api, controller.signal).then(
      (loaded) => !controller.signal.aborted && setIds(new Set(loaded)),
      (caught: unknown) => !controller.signal.aborted && setError(readError(caught)),
    );
    return () => controller.abort();
  }, [api, enabled]);

  const toggle = useCallback(
    async (freelancerId: string) => {
      const value = !ids.has(freelancerId);
      setBusy((previous) => new Set(previous).add(freelancerId));
      setError(null);
      try {
        setIds(new Set(await setFavourite(api, freelancerId, value)));
      } catch (caught) {
        setError(readError(caught));
      } finally {
        setBusy((previous) => {
          const next = new Set(previous);
          next.delete(freelancerId);
          return next;
        });
      }
    },
    [api, ids],
  );
  return { ids, busy, error, toggle };
}

export type InviteState = 'sending' | 'sent' | 'already' | 'failed';

/** Invitations to one job sent from this screen, by freelancer. */
export function useInvitations(jobId: string | null) {
  const api = useApi();
  const [states, setStates] = useState<Record<string, InviteState>>({});
  const [error, setError] = useState<ReadableError | null>(null);
  useEffect(() => {
    setStates({});
    setError(null);
  }, [jobId]);

  const invite = useCallback(
    async (freelancerId: string) => {
      if (!jobId) return;
      setStates((previous) => ({ ...previous, [freelancerId]: 'sending' }));
      setError(null);
      try {
        const answer = await inviteFreelancer(api, jobId, freelancerId);
        setStates((previous) => ({
          ...previous,
          [freelancerId]: answer.created ? 'sent' : 'already',
        }));
      } catch (caught) {
        setStates((previous) => ({ ...previous, [freelancerId]: 'failed' }));
        setError(readError(caught));
      }
    },
    [api, jobId],
  );
  return { states, error, invite };
}
