import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@mp/router';
import type {
  HomepageFreelancersResponse,
  MarketplaceStatsResponse,
  Product,
  RemoteName,
  Service,
  SessionUser,
  SettingsView,
} from '@mp/contracts';
import {
  aFreelancerUser,
  aPublicProfile,
  apiError,
  apiStub,
  ok,
  type StubHandler,
} from '@mp/test-kit';
import { MoneyProvider } from '@mp/ui';
import { SessionContext } from '../../features/session/context';
import type { SessionValue } from '../../features/session';
import { initShellI18n } from '../../i18n';
import { ShellContext } from '../../shell-context';
import { HomePage } from './HomePage';

const SERVICES: Service[] = [
  {
    id: 'website-design',
    name: 'Website design',
    slug: 'website-design',
    description: 'Layouts and prototypes.',
    icon: 'data:image/svg+xml,%3Csvg%2F%3E',
  },
  { id: 'copywriting', name: 'Copywriting', slug: 'copywriting' },
];

const FRANKIE = aPublicProfile({
  userId: 'u-frankie',
  name: 'Frankie Freelancer',
  username: 'frankie-freelancer',
  profilePicture: 'https://cdn.test/frankie.png',
  title: 'Web designer and Webflow developer',
  services: ['website-design', 'copywriting'],
  hourlyRate: 5500,
});
const WREN = aPublicProfile({
  userId: 'u-wren',
  name: 'Wren Writer',
  username: 'wren',
  services: ['copywriting'],
});

const FRANKIE_RATED = { ...FRANKIE, rating: { average: 4.5, count: 12 } };
const WREN_UNRATED = { ...WREN, rating: { average: null, count: 0 } };

const FEATURED: HomepageFreelancersResponse = {
  services: [
    { serviceId: 'website-design', name: 'Website design', freelancers: [FRANKIE_RATED] },
    { serviceId: 'copywriting', name: 'Copywriting', freelancers: [FRANKIE_RATED, WREN_UNRATED] },
  ],
};

const SETTINGS = {
  currency: 'GBP',
  currencySign: '£',
  defaultLocale: 'en',
  footer: { intro: 'Demo connects small businesses with creatives.' },
  home: {
    hero: {
      image: '/hero-demo.svg',
      texts: {
        en: {
          headline: 'Creative freelancers for your small business',
          subline: 'Designers, developers and writers near you.',
          imageAlt: 'A designer’s desk',
        },
      },
    },
  },
} as unknown as SettingsView;

function product(overrides: Partial<Product>): Product {
  return {
    productId: 'p-1',
    uniqueName: 'logo-review',
    authorId: 'u-frankie',
    title: 'Logo review',
    description: '',
    price: 5000,
    offerPrice: 4000,
    credits: null,
    duration: null,
    shipmentOptions: [],
    serviceId: null,
    images: [],
    videos: [],
    requiresSurvey: false,
    stage: 'live',
    approvalStatus: null,
    approvalReason: null,
    approvalDecidedAt: null,
    submittedAt: null,
    isLive: true,
    currency: 'GBP',
    createdAt: '2026-11-19T10:00:00.000Z',
    lastModified: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const STATS: MarketplaceStatsResponse = {
  freelancers: 1250,
  jobsPosted: 9,
  contractsCompleted: 40,
};

function routes(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /services': () => ok(SERVICES),
    'POST /freelancers/freelancers_search_by_service_for_homepage': () => ok(FEATURED),
    'GET /public/marketplace-stats': () => ok(STATS),
    'POST /apis/v2/es': () =>
      ok({
        took: 1,
        timed_out: false,
        hits: {
          total: { value: 1, relation: 'eq' },
          max_score: null,
          hits: [{ _id: 'p-1', _index: 'products', _score: null, _source: product({}) }],
        },
      }),
    'GET /users/{id}': ({ params }) => ok(params.id === FRANKIE.userId ? FRANKIE : WREN),
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

interface Options {
  user?: SessionUser | null;
  remotes?: RemoteName[];
  settings?: SettingsView;
  overrides?: Record<string, StubHandler>;
}

async function renderHome({
  user = null,
  remotes = [],
  settings = SETTINGS,
  overrides,
}: Options = {}) {
  const api = apiStub(routes(overrides));
  const i18n = createInstance();
  await initShellI18n('en', i18n);
  const session: SessionValue = {
    status: user ? 'authenticated' : 'anonymous',
    user: null,
    signOut: async () => undefined,
    switchTo: async () => undefined,
    http: api.http,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <ShellContext.Provider
          value={{
            tenantId: 'demo',
            apiBaseUrl: 'http://api.test',
            enabledRemotes: remotes,
            featuresReady: true,
            user,
            features: {},
            settings,
            tenant: { name: 'Demo', currency: 'GBP', currencySign: '£' },
          }}
        >
          <MoneyProvider format={{ currency: 'GBP', locale: 'en', sign: '£' }}>
            <MemoryRouter initialEntries={['/']}>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </MoneyProvider>
        </ShellContext.Provider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return api;
}

describe('HomePage', () => {
  it("shows the tenant's hero, services, featured freelancers, figures and ways in", async () => {
    const api = await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Creative freelancers for your small business',
    );
    expect(screen.getByText('Designers, developers and writers near you.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A designer’s desk' })).toHaveAttribute(
      'src',
      '/hero-demo.svg',
    );

    const services = await screen.findByRole('region', { name: 'Browse services' });
    const cards = within(services).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(services).getByRole('link', { name: 'Website design' })).toHaveAttribute(
      'href',
      '/freelancers/website-design',
    );
    expect(cards[0]).toHaveTextContent('Layouts and prototypes.');

    const featured = await screen.findByRole('region', { name: 'Featured freelancers' });
    const people = within(featured).getAllByRole('listitem');
    // Each freelancer once, though Frankie is top in both services.
    expect(people).toHaveLength(2);
    expect(within(featured).getByRole('link', { name: 'Frankie Freelancer' })).toHaveAttribute(
      'href',
      '/freelancer/profile/frankie-freelancer',
    );
    expect(people[0]).toHaveTextContent('Web designer and Webflow developer');
    expect(people[0]).toHaveTextContent('Website design · Copywriting');
    expect(people[0]).toHaveTextContent('£55.00 per hour');
    expect(people[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/frankie.png');
    // Without a picture: initials, and no rate when none is given.
    expect(people[1]).toHaveTextContent('WW');
    expect(people[1]).not.toHaveTextContent('per hour');
    // The rating once someone has been reviewed; nothing before the first review.
    expect(
      within(people[0]!).getByRole('img', { name: '4.5 out of 5 from 12 reviews' }),
    ).toBeInTheDocument();
    expect(within(people[1]!).queryByRole('img', { name: /out of 5/ })).toBeNull();

    const figures = await screen.findByRole('region', { name: 'Our marketplace in numbers' });
    expect(within(figures).getByText('1,250')).toBeInTheDocument();
    expect(within(figures).getByText('40')).toBeInTheDocument();
    // 9 jobs are too few to show.
    expect(figures).not.toHaveTextContent('Jobs posted');

    const start = screen.getByRole('region', { name: 'Ready to start?' });
    expect(within(start).getByRole('link', { name: 'Sign up as a customer' })).toHaveAttribute(
      'href',
      '/customer-register',
    );
    expect(within(start).getByRole('link', { name: 'Sign up as a freelancer' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('region', { name: 'How it works' })).toHaveTextContent('Post a job');
    // The products remote is off: products are never asked for.
    expect(screen.queryByRole('region', { name: 'Services to book' })).toBeNull();
    expect(api.callsTo('POST /apis/v2/es')).toHaveLength(0);
    expect(
      api.callsTo('POST /freelancers/freelancers_search_by_service_for_homepage')[0]?.body,
    ).toEqual({});
    expect(api.calls.every((call) => call.tenant === 'demo' && !call.signed)).toBe(true);
  });

  it('searches freelancers by service and place', async () => {
    await renderHome();
    const search = screen.getByRole('search', { name: 'Find freelancers' });
    await within(search).findByRole('option', { name: 'Copywriting' });
    await userEvent.selectOptions(within(search).getByLabelText('Service'), 'copywriting');
    await userEvent.type(within(search).getByLabelText('Place'), ' Leeds ');
    await userEvent.click(within(search).getByRole('button', { name: 'Find freelancers' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/freelancers/copywriting?place=Leeds');
  });

  it('gives freelancers a job search and no sign-up calls to action', async () => {
    await renderHome({ user: aFreelancerUser() });
    const search = screen.getByRole('search', { name: 'Find jobs' });
    expect(screen.queryByRole('region', { name: 'Ready to start?' })).toBeNull();
    await within(search).findByRole('option', { name: 'Copywriting' });
    await userEvent.type(within(search).getByLabelText('What work are you looking for?'), 'logo');
    await userEvent.selectOptions(within(search).getByLabelText('Service'), 'website-design');
    await userEvent.click(within(search).getByRole('button', { name: 'Find jobs' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/freelancer/search-jobs?q=logo&serviceId=website-design',
    );
  });

  it('shows live products with their sellers when the products remote is on', async () => {
    await renderHome({ remotes: ['mf_products'] });
    const products = await screen.findByRole('region', { name: 'Services to book' });
    const card = within(products).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Logo review' })).toHaveAttribute(
      'href',
      '/products/frankie-freelancer/p-1',
    );
    expect(card).toHaveTextContent('by Frankie Freelancer');
    expect(card).toHaveTextContent('£40.00 was £50.00');
  });

  it('shows skeletons while loading, then leaves out what is empty or failed', async () => {
    let answerServices: (reply: ReturnType<typeof ok>) => void = () => undefined;
    await renderHome({
      settings: { ...SETTINGS, home: undefined },
      remotes: ['mf_products'],
      overrides: {
        'GET /services': () =>
          new Promise((resolve) => {
            answerServices = resolve;
          }),
        'POST /freelancers/freelancers_search_by_service_for_homepage': () => ok({ services: [] }),
        'GET /public/marketplace-stats': () => apiError(503, 'Try later'),
        'POST /apis/v2/es': () =>
          ok({
            took: 1,
            timed_out: false,
            hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] },
          }),
      },
    });
    // The shell's own words without the tenant's, and no picture.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the right freelancer for every job',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Loading the marketplace')).not.toHaveLength(0);
    expect(within(screen.getByRole('search')).getByLabelText('Service')).toBeDisabled();

    answerServices(ok([]));
    expect(await screen.findByRole('region', { name: 'How it works' })).toBeInTheDocument();
    await screen.findByText('Demo connects small businesses with creatives.');
    await waitFor(() => expect(screen.queryByText('Loading the marketplace')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Browse services' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Featured freelancers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Services to book' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Our marketplace in numbers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Find freelancers' })).toBeDisabled();
  });
});
