import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@mp/router';
import type {
  HomepageFreelancersResponse,
  PublicProfile,
  Service,
  TenantSettings,
} from '@mp/contracts';
import { createHttpClient, type FetchLike } from '@mp/signed-http';
import { MoneyProvider } from '@mp/ui';
import { SessionContext } from '../../features/session/context';
import type { SessionValue } from '../../features/session';
import { initShellI18n } from '../../i18n';
import { ShellContext } from '../../shell-context';
import { homepageFreelancersByService } from '@mp/contracts';
import { HomeServiceSearch } from './HomeServiceSearch';

const SERVICES: Service[] = [
  { id: 'website-design', name: 'Website design', slug: 'website-design' },
  { id: 'copywriting', name: 'Copywriting', slug: 'copywriting' },
];

const FRANKIE: PublicProfile = {
  userId: 'u-frankie',
  name: 'Frankie Freelancer',
  username: 'frankie-freelancer',
  roles: 2,
  profilePicture: 'https://cdn.test/frankie.png',
  coverImageProfile: null,
  freelancerRole: 2,
  isCustomerOrganisation: false,
  title: 'Web designer and Webflow developer',
  description: '',
  skills: [],
  services: ['website-design'],
  hourlyRate: 5500,
  location: 'London',
  coordinates: null,
  references: [],
};

interface Call {
  method: string;
  path: string;
  tenant: string | null;
  body: unknown;
}

/** Answers as the API does: GET /services and the homepage search, per service id. */
function apiStub(options: { failSearches?: number } = {}) {
  const calls: Call[] = [];
  let failures = options.failSearches ?? 0;
  // jsdom has no fetch Response: this one has what the client reads of it.
  const json = (status: number, body: unknown) =>
    ({
      ok: status < 400,
      status,
      headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify(body),
    }) as unknown as Response;
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      tenant: headers['x-tenant-id'] ?? null,
      body,
    });
    if (url.pathname === '/services') return json(200, SERVICES);
    if (url.pathname === homepageFreelancersByService.path) {
      if (failures > 0) {
        failures -= 1;
        return json(503, { code: 'UNAVAILABLE', message: 'Try later' });
      }
      const { serviceId } = body as { serviceId: string };
      const service = SERVICES.find((item) => item.id === serviceId);
      const answer: HomepageFreelancersResponse = {
        services: service
          ? [
              {
                serviceId,
                name: service.name,
                freelancers: serviceId === 'website-design' ? [FRANKIE] : [],
              },
            ]
          : [],
      };
      return json(200, answer);
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
  return { fetch, calls };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderSection(fetch: FetchLike) {
  const i18n = createInstance();
  await initShellI18n('en', i18n);
  const session: SessionValue = {
    status: 'anonymous',
    user: null,
    signOut: async () => undefined,
    switchTo: async () => undefined,
    http: createHttpClient({ baseUrl: 'http://api.test', tenantId: 'demo', fetch }),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <ShellContext.Provider
          value={{
            tenantId: 'demo',
            apiBaseUrl: 'http://api.test',
            enabledRemotes: [],
            user: null,
            features: {},
            settings: { currency: 'GBP', currencySign: '£' } as TenantSettings,
            tenant: { name: 'Demo', currency: 'GBP', currencySign: '£' },
          }}
        >
          <MoneyProvider format={{ currency: 'GBP', locale: 'en', sign: '£' }}>
            <MemoryRouter initialEntries={['/']}>
              <Routes>
                <Route path="/" element={<HomeServiceSearch />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </MoneyProvider>
        </ShellContext.Provider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
}

describe('HomeServiceSearch', () => {
  it('lists the top freelancers of the chosen service and links to all of them', async () => {
    const api = apiStub();
    await renderSection(api.fetch);
    const section = screen.getByRole('region', { name: 'Find freelancers by service' });
    const select = await within(section).findByLabelText('Service');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Website design', 'Copywriting']);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const results = screen.getByTestId('home-search-results');
    expect(results).toHaveAttribute('aria-live', 'polite');
    const profile = await within(results).findByRole('link', { name: 'Frankie Freelancer' });
    expect(profile).toHaveAttribute('href', '/freelancer/profile/frankie-freelancer');
    expect(results).toHaveTextContent('Top freelancers for Website design');
    expect(results).toHaveTextContent('Web designer and Webflow developer');
    expect(results).toHaveTextContent('£55.00 per hour');
    expect(results).toHaveTextContent('Freelancers found: 1');
    const search = api.calls.find((call) => call.path === homepageFreelancersByService.path);
    expect(search).toEqual({
      method: 'POST',
      path: homepageFreelancersByService.path,
      tenant: 'demo',
      body: { serviceId: 'website-design' },
    });
    expect(api.calls.find((call) => call.path === '/services')?.tenant).toBe('demo');

    await userEvent.click(
      within(results).getByRole('link', { name: 'See all Website design freelancers' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/freelancers/website-design');
  });

  it('says so when nobody offers the service, and recovers from a failed search', async () => {
    const api = apiStub({ failSearches: 1 });
    await renderSection(api.fetch);
    await userEvent.selectOptions(await screen.findByLabelText('Service'), 'copywriting');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The freelancers could not be loaded');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No freelancers offer Copywriting yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === homepageFreelancersByService.path)
          .map((c) => c.body),
      ).toEqual([{ serviceId: 'copywriting' }, { serviceId: 'copywriting' }]),
    );
  });
});
