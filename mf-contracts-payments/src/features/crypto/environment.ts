import { createContext, useContext } from 'react';

/** What the panel needs from the browser beyond React: a seam for tests and hosts. */
export interface CryptoEnvironment {
  /** Sends the browser to the provider's wallet page. */
  leaveSite: (url: string) => void;
}

export const CryptoEnvironmentContext = createContext<CryptoEnvironment>({
  leaveSite: (url) => window.location.assign(url),
});

export function useCryptoEnvironment(): CryptoEnvironment {
  return useContext(CryptoEnvironmentContext);
}
