import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlanView, SubscriptionStatusResponse } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { rolePath, useApi, useArea, useLoad } from '@mp/remote-kit';
import { isWebUrl, usePaymentAccountEnvironment } from '../payment-account/environment';
import {
  buyCreditPacks,
  cancelSubscription,
  cardSetupLink,
  fetchCredits,
  fetchHistory,
  fetchStatus,
  loadPlansData,
  subscribeToPlan,
  type PlansData,
} from './api';

/**
 * What the screen tells the user after an action, at the top of its panel (a refused
 * subscription shows from its status instead, also after a reload).
 */
export type Notice =
  | { panel: 'subscription'; kind: 'started' | 'cancelled' }
  | { panel: 'credits'; kind: 'pending' | 'refused' }
  | { panel: 'credits'; kind: 'bought'; credits: number };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Asks again after each delay until `done`; answers the last answer. */
async function settle<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  first: T,
  delaysMs: readonly number[],
): Promise<T> {
  let value = first;
  for (const delay of delaysMs) {
    if (done(value)) break;
    await sleep(delay);
    value = await read();
  }
  return value;
}

const firstPaymentUnderWay = (status: SubscriptionStatusResponse) =>
  status.subscription?.status === 'incomplete';

/**
 * The plans screen's data and actions: subscribe, cancel, buy credits, add a card. A payment's
 * outcome comes from the provider a moment later, so after one the screen asks again (a short
 * back-off) and then tells the shell the user's credits changed.
 */
export function usePlans() {
  const api = useApi();
  const { user } = useArea();
  const { leaveSite, pollDelaysMs } = usePaymentAccountEnvironment();
  const load = useLoad((signal) => loadPlansData(api, signal), 'plans');
  const { update } = load;
  const [notice, setNotice] = useState<Notice | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** The shell reads the user's record again: the avatar menu shows the new credits. */
  const announce = useCallback(() => {
    if (user) eventBus.emit('profile:changed', { userId: user.id });
  }, [user]);

  const refreshCredits = useCallback(async () => {
    const [credits, history] = await Promise.all([fetchCredits(api), fetchHistory(api)]);
    if (mounted.current) update((data) => ({ ...data, credits, history }));
    announce();
  }, [api, update, announce]);

  const subscribe = useCallback(
    async (plan: PlanView) => {
      const started = await subscribeToPlan(api, plan.planId);
      update((data) => ({ ...data, status: started }));
      setNotice(null);
      void (async () => {
        const status = await settle(
          () => fetchStatus(api),
          (answer) => !firstPaymentUnderWay(answer),
          started,
          pollDelaysMs,
        );
        if (!mounted.current) return;
        update((data) => ({ ...data, status }));
        if (status.active) setNotice({ panel: 'subscription', kind: 'started' });
        await refreshCredits();
        // Checking again failed: the screen keeps what it shows; a reload asks afresh.
      })().catch(() => undefined);
    },
    [api, update, pollDelaysMs, refreshCredits],
  );

  const cancel = useCallback(async () => {
    const status = await cancelSubscription(api);
    update((data) => ({ ...data, status }));
    setNotice({ panel: 'subscription', kind: 'cancelled' });
  }, [api, update]);

  const buy = useCallback(
    async (packs: number) => {
      const { purchase, credits } = await buyCreditPacks(api, packs);
      update((data) => ({ ...data, credits }));
      setNotice({ panel: 'credits', kind: 'pending' });
      const pending = (answer: typeof credits) =>
        answer.purchases.find((p) => p.purchaseId === purchase.purchaseId)?.status === 'pending';
      try {
        const settled = await settle(
          () => fetchCredits(api),
          (answer) => !pending(answer),
          credits,
          pollDelaysMs,
        );
        if (!mounted.current) return;
        const outcome = settled.purchases.find((p) => p.purchaseId === purchase.purchaseId);
        if (outcome?.status === 'succeeded')
          setNotice({ panel: 'credits', kind: 'bought', credits: outcome.credits });
        else if (outcome?.status === 'failed') setNotice({ panel: 'credits', kind: 'refused' });
        await refreshCredits();
      } catch {
        // The purchase was made; checking on it failed. It stays "being processed" until a
        // reload shows how it went.
      }
    },
    [api, update, pollDelaysMs, refreshCredits],
  );

  /** To the provider's page that adds a card; it sends the browser back to this screen. */
  const addCard = useCallback(
    async (data: PlansData) => {
      const returnPath = `/${rolePath(user)}/plans`;
      const url = await cardSetupLink(api, data.offer.creditPack.currency, returnPath);
      if (url === null || !isWebUrl(url))
        throw new Error('The payment provider answered no address to open');
      leaveSite(url);
    },
    [api, user, leaveSite],
  );

  return { load, notice, setNotice, subscribe, cancel, buy, addCard };
}

export type PlansModel = ReturnType<typeof usePlans>;
