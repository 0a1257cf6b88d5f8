// Test support for the crypto panel: a milestone to pay, and the panel mounted inside the
// remote's AreaContext the way a screen of this remote shows it, over @mp/test-kit's API stub.
import { useMemo } from 'react';
import { render } from '@testing-library/react';
import type { PayResponse } from '@mp/contracts';
import { createRemoteApp, createStageI18n, RemoteStage } from '@mp/remote-kit';
import { useLocation, type Location } from '@mp/router';
import { aCustomerUser, apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { FEATURE_NAMESPACES, loadLocale, NAMESPACE } from '../../locales';
import { CryptoPayPanel, type CryptoMilestone } from './CryptoPayPanel';
import { CryptoEnvironmentContext } from './environment';

export const PAYEE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const PAYER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
export const HASH = `0x${'ab12'.repeat(16)}`;
export const SMART_CONTRACT = 'POST /jobs/{jobId}/milestones/{milestoneId}/smartContract';
export const PAY = 'POST /milestones/{milestoneId}/pay';

/** A pending milestone the customer approved with the freelancer's payee address. */
export function pendingMilestone(overrides: Partial<CryptoMilestone> = {}): CryptoMilestone {
  return {
    milestoneId: 'ms-1',
    status: 1,
    payeeAddress: PAYEE,
    payerAddress: null,
    transactionHash: null,
    ...overrides,
  };
}

export interface RenderedPanel {
  stub: ApiStub;
  leaveSite: jest.Mock<void, [string]>;
  onPaid: jest.Mock<void, [PayResponse]>;
  /** Where the router is now (the panel takes the wallet's additions out of the address). */
  location(): Location;
}

export async function renderPanel(options: {
  routes?: Record<string, StubHandler>;
  milestone?: CryptoMilestone;
  path?: string;
  lng?: string;
}): Promise<RenderedPanel> {
  const stub = apiStub(options.routes ?? {});
  const leaveSite = jest.fn<void, [string]>();
  const onPaid = jest.fn<void, [PayResponse]>();
  const seen: { location: Location | null } = { location: null };
  const milestone = options.milestone ?? pendingMilestone();
  function Screen() {
    seen.location = useLocation();
    const environment = useMemo(() => ({ leaveSite }), []);
    return (
      <CryptoEnvironmentContext.Provider value={environment}>
        <CryptoPayPanel jobId="job-1" milestone={milestone} onPaid={onPaid} />
      </CryptoEnvironmentContext.Provider>
    );
  }
  const App = createRemoteApp({
    name: 'mf_contracts_payments',
    namespace: NAMESPACE,
    featureNamespaces: FEATURE_NAMESPACES,
    loadLocale,
    nav: [],
    Routes: Screen,
  });
  render(
    <RemoteStage
      App={App}
      i18n={await createStageI18n(options.lng ?? 'en', App)}
      path={options.path ?? '/customer/contract/job-1?mode=overview'}
      user={aCustomerUser()}
      http={stub.http}
    />,
  );
  return {
    stub,
    leaveSite,
    onPaid,
    location: () => {
      if (!seen.location) throw new Error('The panel has not rendered');
      return seen.location;
    },
  };
}
