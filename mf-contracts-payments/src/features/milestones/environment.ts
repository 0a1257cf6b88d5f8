import { createContext, useContext } from 'react';

/** What the contract screens need from the browser beyond React: a seam for tests. */
export interface MilestonesEnvironment {
  /** Sends the browser to the payment provider's hosted page. */
  leaveSite: (url: string) => void;
  /** How often a contract is read again while a payment or payout settles at the provider. */
  settleCheckMs: number;
}

export const BROWSER_ENVIRONMENT: MilestonesEnvironment = {
  leaveSite: (url) => window.location.assign(url),
  settleCheckMs: 2000,
};

export const MilestonesEnvironmentContext =
  createContext<MilestonesEnvironment>(BROWSER_ENVIRONMENT);

export function useMilestonesEnvironment(): MilestonesEnvironment {
  return useContext(MilestonesEnvironmentContext);
}
