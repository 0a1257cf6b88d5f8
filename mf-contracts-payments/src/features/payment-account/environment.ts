import { createContext, useContext } from 'react';

/** What the section needs from the browser beyond React: a seam for tests and hosts. */
export interface PaymentAccountEnvironment {
  /** Sends the browser to the payment provider's hosted page. */
  leaveSite: (url: string) => void;
  /** Waits between status checks after the provider sends the user back (a short back-off). */
  pollDelaysMs: readonly number[];
}

export const BROWSER_ENVIRONMENT: PaymentAccountEnvironment = {
  leaveSite: (url) => window.location.assign(url),
  pollDelaysMs: [2000, 2000, 3000, 4000, 5000],
};

export const PaymentAccountEnvironmentContext =
  createContext<PaymentAccountEnvironment>(BROWSER_ENVIRONMENT);

export function usePaymentAccountEnvironment(): PaymentAccountEnvironment {
  return useContext(PaymentAccountEnvironmentContext);
}

/**
 * Only http(s) addresses are followed (docs/users.md#input-rules), never `javascript:` or the like.
 */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
