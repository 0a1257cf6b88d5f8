import { useMemo, useRef } from 'react';
import { outcomeUnknown } from './errors';

/** One Idempotency-Key per user action: 8-255 letters, digits or `._:-`. */
function newKey(action: string): string {
  const id = globalThis.crypto.randomUUID();
  return `${action.replace(/[^A-Za-z0-9_.:-]/g, '-').slice(0, 180)}:${id}`;
}

export interface ActionKeys {
  /**
   * Runs a money-moving call with the key of this action (`pay:<milestoneId>`): the same key as
   * the last attempt while that attempt's outcome is unknown, a new one otherwise.
   */
  attempt<T>(action: string, perform: (idempotencyKey: string) => Promise<T>): Promise<T>;
}

/**
 * The Idempotency-Keys of a screen's money actions (docs/payments.md#idempotency): a repeat of
 * a click whose answer never came (a network failure, a fault, still being answered) sends the
 * same key, so the API answers it once; after any answer the next click is a new action.
 */
export function useActionKeys(): ActionKeys {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      async attempt(action, perform) {
        const key = keys.current.get(action) ?? newKey(action);
        keys.current.set(action, key);
        try {
          const result = await perform(key);
          keys.current.delete(action);
          return result;
        } catch (error) {
          if (!outcomeUnknown(error)) keys.current.delete(action);
          throw error;
        }
      },
    }),
    [],
  );
}
