// Test support for this section: a real @mp/signed-http client over a fetch stub that answers
// like the API, and the section mounted the way the shell mounts a remote's section.
import { useMemo } from 'react';
import { configure, render } from '@testing-library/react';
import type { PaymentAccountResponse, SessionUser } from '@mp/contracts';
import { createRemoteApp, createStageI18n, RemoteStage } from '@mp/remote-kit';
import { useLocation, type Location } from '@mp/router';
import { createHttpClient, type HttpClient } from '@mp/signed-http';
import { NAMESPACE, resources } from '../../i18n/resources';
import { PaymentAccountEnvironmentContext } from './environment';
import { PaymentAccountSection } from './PaymentAccountSection';

// The section answers after a round trip; on 2 busy CI cores 1 s is too tight.
configure({ asyncUtilTimeout: 5000 });

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface StubReply {
  status: number;
  body?: unknown;
}
export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

export const ok = (body: unknown): StubReply => ({ status: 200, body });

/** The API's error body: `code` and the failing `fields`. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields: { path: string; message: string }[] = [],
): StubReply {
  return { status, body: { statusCode: status, code, message, fields } };
}

// jsdom has no fetch Response; the client reads only these members.
function stubResponse(status: number, text: string): Response {
  const response = {
    status,
    statusText: '',
    ok: status < 400,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return response as unknown as Response;
}

export interface ApiStub {
  http: HttpClient;
  calls: StubRequest[];
  callsTo(route: string): StubRequest[];
}

/** `routes` maps `METHOD /path` to a handler; anything else answers 404. */
export function apiStub(routes: Record<string, StubHandler>): ApiStub {
  const calls: StubRequest[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply = handler ? await handler(request) : apiError(404, 'ROUTE_NOT_FOUND', 'Not found');
    return stubResponse(reply.status, reply.body === undefined ? '' : JSON.stringify(reply.body));
  };
  const http = createHttpClient({
    baseUrl: 'http://api.test',
    tenantId: 'demo',
    fetch,
    signer: { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 test' }) },
  });
  return {
    http,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

export const FREELANCER: SessionUser = {
  id: 'fl-1',
  tenantId: 'demo',
  name: 'Finn Freelancer',
  email: 'finn@example.com',
  role: 2,
};

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
    resources,
    nav: [],
    Routes: Section,
  });
  render(
    <RemoteStage
      App={App}
      i18n={await createStageI18n(options.lng ?? 'en')}
      path={options.path ?? '/freelancer/setting'}
      user={FREELANCER}
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
