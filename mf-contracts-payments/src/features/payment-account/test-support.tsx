// Test support for this section: its fixtures, and the section mounted the way the shell mounts
// a remote's section, over @mp/test-kit's API stub.
import { useMemo } from 'react';
import { render } from '@testing-library/react';
import type { PaymentAccountResponse } from '@mp/contracts';
import { createRemoteApp, createStageI18n, RemoteStage } from '@mp/remote-kit';
import { useLocation, type Location } from '@mp/router';
import { aFreelancerUser, type ApiStub, apiStub, type StubHandler } from '@mp/test-kit';
import { loadLocale, NAMESPACE } from '../../locales';
import { PaymentAccountEnvironmentContext } from './environment';
import { PaymentAccountSection } from './PaymentAccountSection';

const NO_REQUIREMENTS = { currently_due: [], eventually_due: [], past_due: [], errors: [] };

/** An account as GET /payment/account answers it: complete, with a bank account, by default. */
export function account(overrides: Partial<PaymentAccountResponse> = {}): PaymentAccountResponse {
  return {
    status: 4,
    requirements: NO_REQUIREMENTS,
    future_requirements: NO_REQUIREMENTS,
    isOnboarded: true,
    isEventuallyDue: false,
    onboardedType: 'individual',
    isExternalAccountMissing: false,
    externalAccount: {
      accountHolderName: 'Finn Freelancer',
      bankName: 'Sandbox Bank',
      country: 'GB',
      currency: 'gbp',
      last4: '2345',
    },
    statementDescriptor: null,
    refreshedAt: '2026-11-23T02:00:00.000Z',
    ...overrides,
  };
}

export const NOT_CREATED = account({
  status: 0,
  isOnboarded: false,
  onboardedType: null,
  isExternalAccountMissing: true,
  externalAccount: null,
  refreshedAt: null,
});

export interface Rendered {
  stub: ApiStub;
  leaveSite: jest.Mock<void, [string]>;
  /** Where the router is now (the section takes the onboarding marker out of the address). */
  location(): Location;
}

/** Mounts the section inside a remote's AreaContext, as the shell's settings page does. */
export async function renderSection(options: {
  routes: Record<string, StubHandler>;
  path?: string;
  lng?: string;
  pollDelaysMs?: readonly number[];
}): Promise<Rendered> {
  const stub = apiStub(options.routes);
  const leaveSite = jest.fn<void, [string]>();
  const seen: { location: Location | null } = { location: null };
  const pollDelaysMs = options.pollDelaysMs ?? [];
  function Section() {
    seen.location = useLocation();
    const environment = useMemo(() => ({ leaveSite, pollDelaysMs }), []);
    return (
      <PaymentAccountEnvironmentContext.Provider value={environment}>
        <PaymentAccountSection />
      </PaymentAccountEnvironmentContext.Provider>
    );
  }
  const App = createRemoteApp({
    name: 'mf_contracts_payments',
    namespace: NAMESPACE,
    loadLocale,
    nav: [],
    Routes: Section,
  });
  render(
    <RemoteStage
      App={App}
      i18n={await createStageI18n(options.lng ?? 'en', App)}
      path={options.path ?? '/freelancer/setting'}
      user={aFreelancerUser()}
      http={stub.http}
    />,
  );
  return {
    stub,
    leaveSite,
    location: () => {
      if (!seen.location) throw new Error('The section has not rendered');
      return seen.location;
    },
  };
}
