import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from '@mp/router';
import { ROLES, type RemoteAppProps, type RemoteName, type SettingsView } from '@mp/contracts';
import { createHttpClient } from '@mp/signed-http';
import { SessionContext } from './features/session/context';
import type { SessionValue, ShellSessionUser } from './features/session';
import { RemoteLoaderContext, type RemoteAppLoader } from './federation/remote-app';
import { initShellI18n } from './i18n';
import { ShellContext, type ShellContextValue } from './shell-context';
import { ShellApp } from './ShellApp';
import { useEffect, useRef } from 'react';

/** A remote page that leaves a place for the payment-account section, as mf-profile does. */
function SettingsStub({ mountSection }: RemoteAppProps) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mountSection || !place.current) return undefined;
    return mountSection('payment-account', place.current);
  }, [mountSection]);
  return <div data-testid="section-place" ref={place} />;
}

function PaymentsStub({ section, user }: RemoteAppProps) {
  return <section id="payment-account">{`${section ?? 'routes'} of ${user?.name ?? ''}`}</section>;
}

const sectionLoader = (name: RemoteName) =>
  Promise.resolve(name === 'mf_profile' ? SettingsStub : PaymentsStub);

function JobsStub({ tenantId, tenant }: RemoteAppProps) {
  return (
    <>
      <h1>Jobs area of {tenantId}</h1>
      <p>{`${tenant.name} pays in ${tenant.currency} (${tenant.currencySign})`}</p>
    </>
  );
}

function WhereAmI() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

const SETTINGS = {
  currency: 'EUR',
  currencySign: '€',
  defaultLocale: 'en',
  languages: [
    { value: 'en', label: 'English' },
    { value: 'de', label: 'Deutsch' },
  ],
  styling: {
    metadata: { '/freelancer/search-jobs': { title: 'Find work | Acme', alias: '/find-work' } },
    customCss: { '*': 'h1 { color: red } @import url(https://evil.test/x.css);' },
  },
  customMenus: {
    public: [{ url: 'https://www.example.com/about', title: 'About Acme' }],
    customer: [{ url: '/products', title: 'Book a service' }],
  },
  footer: {
    logoLink: '/',
    intro: 'Acme intro',
    copyright: '© 2026 Acme',
    supportContact: 'talent@acme.test',
    supportPhone: '+49 30 901820',
    termsAndConditions: { title: 'Terms', url: 'https://www.example.com/terms' },
    privacy: { title: 'Privacy', url: '/privacy' },
    socialLinks: { facebook: '', twitter: 'https://x.com/', linkedin: '', instagram: '' },
    services: { title: 'What we cover', items: [{ title: 'Design', url: '/freelancers/design' }] },
    locations: { title: 'Offices', items: ['Berlin'] },
    contactUs: { title: 'Talk to us', items: [{ title: 'Mail', url: 'mailto:talent@acme.test' }] },
    information: { title: 'Company', items: [{ title: 'Careers', url: '#' }] },
    middleSection: {
      header: 'Work with Acme',
      links: [
        { title: 'Apply', url: '/register' },
        { title: 'Hire', url: '/customer-register' },
      ],
    },
  },
  forbiddenScreen: { customer: { header: 'Clients only' } },
  name: 'Acme Talent',
  contentPages: [
    { slug: 'privacy', placement: ['footer'], titles: { en: 'Privacy' } },
    { slug: 'pricing', placement: ['menu', 'footer'], titles: { en: 'Pricing' } },
  ],
} as unknown as SettingsView;

function user(role: 2 | 3, extra: Partial<ShellSessionUser> = {}): ShellSessionUser {
  return {
    id: 'u-1',
    tenantId: 'acme',
    name: 'Casey Customer',
    email: 'casey@acme.test',
    role,
    isApproved: true,
    isCustomerOrganisation: false,
    attachedUsers: [],
    availableCredits: 3,
    availableAllowance: 12,
    surveySeen: true,
    ...extra,
  };
}

async function renderShell(
  path: string,
  {
    enabled = ['mf_jobs', 'mf_proposals', 'mf_profile', 'mf_messaging'] as RemoteName[],
    loader = jest.fn<ReturnType<RemoteAppLoader>, Parameters<RemoteAppLoader>>(),
    signedIn = null as ShellSessionUser | null,
    shell = {} as Partial<ShellContextValue>,
    restoring = false,
  } = {},
) {
  const i18n = createInstance();
  await initShellI18n('en', i18n);
  const session: SessionValue = {
    status: restoring ? 'loading' : signedIn ? 'authenticated' : 'anonymous',
    user: signedIn,
    signOut: jest.fn(async () => undefined),
    switchTo: jest.fn(async () => undefined),
    http: createHttpClient({ baseUrl: 'http://api.test', tenantId: 'acme' }),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <ShellContext.Provider
          value={{
            tenantId: 'acme',
            apiBaseUrl: 'http://api.test',
            enabledRemotes: enabled,
            user: signedIn,
            features: { contentDataPage: true, dashboard: true, postJobPage: true },
            featuresReady: true,
            settings: SETTINGS,
            tenant: { name: 'Acme', currency: 'EUR', currencySign: '€' },
            ...shell,
          }}
        >
          <RemoteLoaderContext.Provider value={loader}>
            <MemoryRouter initialEntries={[path]}>
              <ShellApp />
              <WhereAmI />
            </MemoryRouter>
          </RemoteLoaderContext.Provider>
        </ShellContext.Provider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return { session, loader, i18n };
}

describe('ShellApp', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('contains a failing remote in its area and mounts it on Retry', async () => {
    const loader = jest
      .fn<ReturnType<RemoteAppLoader>, Parameters<RemoteAppLoader>>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValueOnce(JobsStub);
    await renderShell('/post-job', { loader });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jobs is not available right now');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Jobs area of acme' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenCalledWith('mf_jobs');
  });

  it('shows no menu, neither signed-out nor signed-in, while a stored session is restored', async () => {
    await renderShell('/customer/jobs', { restoring: true, loader: jest.fn() });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('aria-busy', 'true');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(header).queryByRole('navigation')).toBeNull();
    expect(header.querySelector('.mp-shell-header__pending')).not.toBeNull();
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
  });

  it("hands a remote the tenant's name and currency, once the settings are there", async () => {
    const loader = jest.fn().mockResolvedValue(JobsStub);
    await renderShell('/post-job', { loader, shell: { settingsReady: false } });
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();

    cleanup();
    await renderShell('/post-job', { loader });
    expect(await screen.findByText('Acme pays in EUR (€)')).toBeInTheDocument();
  });

  it('treats the paths of a remote switched off for the tenant as not found, without loading it', async () => {
    const { loader } = await renderShell('/products/frankie/p-1', { enabled: ['mf_jobs'] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('answers not found, not sign-in, for the private paths of a switched-off remote', async () => {
    await renderShell('/products/create', { enabled: ['mf_jobs'] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/create');
  });

  it('renders the public header: tenant menu, About Us, Services, join as a PRO, Sign In', async () => {
    await renderShell('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('link', { name: 'About Acme' });
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as a PRO' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Deutsch');
  });

  it('switches the language from the menu, downloading only the chosen texts', async () => {
    const { i18n } = await renderShell('/');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(i18n.hasResourceBundle('de', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('ua', 'shell')).toBe(false);
    window.localStorage.clear();
  });

  it('renders every part of the footer with the external-link rule', async () => {
    await renderShell('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Acme intro');
    expect(footer).toHaveTextContent('© 2026 Acme');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy' })).not.toHaveAttribute('target');
    expect(within(footer).getByRole('link', { name: 'talent@acme.test' })).toHaveAttribute(
      'href',
      'mailto:talent@acme.test',
    );
    expect(within(footer).queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();
    expect(footer).toHaveTextContent('Careers');
    expect(footer).toHaveTextContent('Work with Acme');
    expect(footer).toHaveTextContent('Berlin');
  });

  it("shows menu and footer titles in the reader's language, else the plain title", async () => {
    const settings = {
      ...SETTINGS,
      customMenus: {
        public: [
          {
            url: 'https://www.example.com/about',
            title: 'About Acme',
            titles: { de: 'Über Acme' },
          },
        ],
      },
      footer: {
        ...SETTINGS.footer,
        termsAndConditions: { ...SETTINGS.footer.termsAndConditions, titles: { de: 'AGB' } },
        services: {
          title: 'What we cover',
          items: [{ title: 'Design', titles: { en: 'Design work' }, url: '/freelancers/design' }],
        },
      },
    } as SettingsView;
    const { i18n } = await renderShell('/', { shell: { settings } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const footer = screen.getByRole('contentinfo');
    expect(within(nav).getByRole('link', { name: /About Acme/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Design work' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('de'));
    expect(within(nav).getByRole('link', { name: /Über Acme/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'AGB' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Design' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Terms' })).not.toBeInTheDocument();
  });

  it('redirects an alias to its route keeping query and hash, and applies route metadata', async () => {
    await renderShell('/find-work?q=design#results', {
      loader: jest.fn().mockResolvedValue(JobsStub),
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/freelancer/search-jobs?q=design#results',
    );
    expect(document.title).toBe('Find work | Acme');
    const css = document.getElementById('mp-tenant-custom-css')?.textContent ?? '';
    expect(css).toContain('h1 { color: red }');
    expect(css).not.toContain('@import');
  });

  it('titles each screen "<screen> | <tenant>" unless the tenant titles its route', async () => {
    await renderShell('/customer/jobs', { signedIn: user(ROLES.customer) });
    expect(document.title).toBe('Your jobs | Acme Talent');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Your jobs on Acme Talent, the freelance marketplace.',
    );
  });

  it('titles the not-found and forbidden screens as such', async () => {
    await renderShell('/no/such/page');
    expect(document.title).toBe('Page not found | Acme Talent');
    await renderShell('/freelancer/proposals', { signedIn: user(ROLES.customer) });
    expect(document.title).toBe('Not available to this account | Acme Talent');
  });

  it("links the tenant's content pages placed in the menu and footer", async () => {
    await renderShell('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(footer).getAllByRole('link', { name: 'Privacy' })).toHaveLength(1);
  });

  it('sends signed-out visitors of a private area to sign in with a redirect', async () => {
    await renderShell('/customer/jobs?x=1');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/customer/jobs?x=1')}`,
    );
  });

  it('shows the forbidden screens with the tenant texts', async () => {
    await renderShell('/customer/jobs', { signedIn: user(ROLES.freelancer) });
    expect(
      screen.getByRole('heading', { name: 'Log in as a customer to view this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Clients only')).toBeInTheDocument();
    expect(screen.getAllByRole('banner')[0]).toHaveClass('mp-shell-header');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('gives a signed-in customer the customer menu and the avatar menu', async () => {
    const { session } = await renderShell('/', {
      signedIn: user(ROLES.customer, {
        attachedUsers: [{ userId: 'u-2', name: 'Orla', roles: 3 }],
      }),
      shell: { features: { credits: true, switchUsers: true, postJobPage: true } },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'href',
      '/customer/inbox',
    );
    expect(within(nav).getByRole('link', { name: 'Post Job' })).toBeInTheDocument();
    // The tenant's customer menu links to products, whose remote is off here.
    expect(within(nav).queryByRole('link', { name: 'Book a service' })).not.toBeInTheDocument();
    const jobs = within(nav).getByRole('button', { name: 'Jobs' });
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(jobs);
    expect(within(nav).getByRole('link', { name: 'Short List' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
    expect(jobs).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Casey Customer' }));
    expect(screen.getByText('3 credits available')).toBeVisible();
    expect(screen.getByText('Monthly allowance left: 12')).toBeVisible();
    // Plans are off for this user (stripeSubscriptions), so no link to them.
    expect(screen.queryByRole('link', { name: 'Plans and credits' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orla' })).toHaveAttribute(
      'href',
      '/loginas?userId=u-2',
    );
    expect(screen.getByRole('link', { name: 'Add a user' })).toHaveAttribute(
      'href',
      '/customer/setting#manage-users',
    );
    // Choosing the attached account asks the session to switch; the session decides where to.
    await userEvent.click(screen.getByRole('link', { name: 'Orla' }));
    expect(session.switchTo).toHaveBeenCalledWith('u-2');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('links the avatar menu to the plans and credits screen while plans are on', async () => {
    await renderShell('/', {
      signedIn: user(ROLES.freelancer, { availableCredits: 40, availableAllowance: 20 }),
      enabled: ['mf_jobs', 'mf_contracts_payments'],
      shell: { features: { credits: true, stripeSubscriptions: true } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Casey Customer' }));
    const credits = screen.getByTestId('credits');
    expect(credits).toHaveTextContent('40 credits available');
    expect(credits).toHaveTextContent('Monthly allowance left: 20');
    expect(screen.getByRole('link', { name: 'Plans and credits' })).toHaveAttribute(
      'href',
      '/freelancer/plans',
    );
  });

  it('blocks every path with the pending-approval screen for an unapproved customer', async () => {
    await renderShell('/customer/jobs', {
      signedIn: user(ROLES.customer, { isApproved: false }),
      shell: { approvalRestricted: true },
    });
    expect(
      screen.getByRole('heading', { name: 'Your account is waiting for approval' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu by keyboard', async () => {
    await renderShell('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it("renders another remote's section in the place a page left for it, and scrolls to it", async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const loader = jest.fn(sectionLoader);
    await renderShell('/freelancer/setting#payment-account', {
      loader,
      signedIn: user(ROLES.freelancer),
      enabled: ['mf_profile', 'mf_contracts_payments'],
    });
    const place = await screen.findByTestId('section-place');
    expect(await within(place).findByText('payment-account of Casey Customer')).toBeVisible();
    expect(loader.mock.calls.map(([name]) => name)).toEqual([
      'mf_profile',
      'mf_contracts_payments',
    ]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("leaves the section's place empty when its remote is off for the tenant", async () => {
    const loader = jest.fn(sectionLoader);
    await renderShell('/freelancer/setting', {
      loader,
      signedIn: user(ROLES.freelancer),
      enabled: ['mf_profile'],
    });
    const place = await screen.findByTestId('section-place');
    expect(place).toBeEmptyDOMElement();
    expect(loader.mock.calls.map(([name]) => name)).toEqual(['mf_profile']);
  });
});
