import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '@mp/contracts';
import type { ActionKeys } from './action-keys';
import type { ContractRef } from './api';
import { readMoneyError, type MoneyError } from './errors';
import type { Side } from './moves';

/** The messages a finished action leaves (`actions.done.*`). */
export type DoneAction =
  | 'approve'
  | 'reject'
  | 'consent'
  | 'delete'
  | 'pay'
  | 'submit'
  | 'requestChanges'
  | 'signOff'
  | 'retryPayout'
  | 'giveHours'
  | 'dispute'
  | 'withdrawDispute'
  | 'pause'
  | 'resume'
  | 'end'
  | 'propose'
  | 'edit';

/** A failed action, kept beside what it was about (a milestone, a cycle, ongoing work). */
export interface ActionFailure {
  target: string;
  error: MoneyError;
}

export interface ContractWorkValue {
  http: ApiClient;
  contract: ContractRef;
  side: Side;
  /** Whether the job is in contract: work moves only then; a failed payout may still be sent. */
  canAct: boolean;
  keys: ActionKeys;
  /** The action under way (`approve:<milestoneId>`), if any. */
  busy: string | null;
  failure: ActionFailure | null;
  /** Reads the contract again after an action and says it is done. */
  settle(done: DoneAction): Promise<void>;
  /** Reads the contract again, saying nothing (e.g. after a refusal the provider gave at once). */
  reload(): Promise<void>;
  /**
   * Runs a button's action: busy while it runs, then the contract read again, or the failure
   * shown beside its target. A dialog's action runs through its own confirm instead.
   */
  run(
    target: string,
    action: string,
    perform: () => Promise<unknown>,
    done: DoneAction,
  ): Promise<void>;
}

const ContractWorkContext = createContext<ContractWorkValue | null>(null);

export function useContractWork(): ContractWorkValue {
  const value = useContext(ContractWorkContext);
  if (!value) throw new Error('useContractWork: render inside ContractWorkProvider');
  return value;
}

export function ContractWorkProvider({
  http,
  contract,
  side,
  canAct,
  keys,
  refresh,
  announce,
  children,
}: {
  http: ApiClient;
  contract: ContractRef;
  side: Side;
  canAct: boolean;
  keys: ActionKeys;
  refresh: () => Promise<void>;
  announce: (done: DoneAction) => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  // A failed read keeps what is shown; the next action or visit reads it again.
  const reload = useCallback(() => refresh().catch(() => undefined), [refresh]);

  const settle = useCallback(
    async (done: DoneAction) => {
      setFailure(null);
      announce(done);
      await reload();
    },
    [announce, reload],
  );

  const run = useCallback<ContractWorkValue['run']>(
    async (target, action, perform, done) => {
      setBusy(`${action}:${target}`);
      setFailure(null);
      try {
        await perform();
        await settle(done);
      } catch (error) {
        setFailure({ target, error: readMoneyError(error) });
        await reload();
      } finally {
        setBusy(null);
      }
    },
    [reload, settle],
  );

  const value = useMemo(
    () => ({ http, contract, side, canAct, keys, busy, failure, settle, reload, run }),
    [http, contract, side, canAct, keys, busy, failure, settle, reload, run],
  );
  return <ContractWorkContext.Provider value={value}>{children}</ContractWorkContext.Provider>;
}
