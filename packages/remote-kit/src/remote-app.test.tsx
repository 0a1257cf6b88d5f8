import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n, type Namespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROLES, type SessionUser } from '@mp/contracts';
import { Route, Routes } from '@mp/router';
import { Money, useMoney } from '@mp/ui';
import { AreaNotFound, AreaPage } from './AreaPage';
import { addTranslations } from './i18n';
import { createRemoteApp } from './remote-app';
import { RemoteSection } from './RemoteSection';
import { useArea, useRemoteAvailable } from './area-context';
import { createStageI18n, RemoteStage } from './stage';

const NAMESPACE = 'fixture';
const bundles: Record<string, object> = {
  en: {
    nav: {
      label: 'Fixture area',
      list: 'All items',
      inbox: 'Inbox',
      hire: 'Hire',
      earn: 'Earn',
      post: 'Post',
    },
    screens: {
      list: { title: 'All items', description: 'Every item there is.' },
      item: { title: 'Item {{itemId}}', description: 'One item.' },
      inbox: { title: 'Inbox', description: 'Your messages.' },
    },
    notFound: 'Nothing here',
  },
  de: {
    nav: { label: 'Testbereich', list: 'Alle Einträge', inbox: 'Posteingang' },
    screens: {
      list: { title: 'Alle Einträge', description: 'Jeder Eintrag.' },
      item: { title: 'Eintrag {{itemId}}', description: 'Ein Eintrag.' },
      inbox: { title: 'Posteingang', description: 'Deine Nachrichten.' },
    },
    notFound: 'Hier ist nichts',
  },
};

function FixtureRoutes() {
  return (
    <Routes>
      <Route path="items" element={<AreaPage screen="list" />} />
      <Route path="items/:itemId" element={<AreaPage screen="item" />} />
      <Route path=":role/inbox" element={<AreaPage screen="inbox" />} />
      <Route path="messages" element={<MessagesLink />} />
      <Route path="price" element={<Price />} />
      <Route
        path="settings"
        element={
          <AreaPage screen="list">
            <RemoteSection name="payment-account" />
          </AreaPage>
        }
      />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}

function MessagesLink() {
  return useRemoteAvailable('mf_messaging') ? <a href="/customer/inbox">Message</a> : null;
}

function Price() {
  const { tenant } = useArea();
  const money = useMoney();
  return (
    <p data-testid="price">
      {`${tenant.name}: ${money.format(350000)} / `}
      <Money minor={4550} />
    </p>
  );
}

function PayoutSection() {
  const { user, namespace } = useArea();
  return <p>{`Payouts of role ${user?.role ?? 'none'} in ${namespace}`}</p>;
}

const FixtureApp = createRemoteApp({
  name: 'mf_fixture',
  namespace: NAMESPACE,
  loadLocale: async (language) => {
    loaded.push(language);
    return { default: bundles[language] ?? {} };
  },
  nav: [
    { key: 'list', path: '/items' },
    { key: 'inbox', path: '/{role}/inbox' },
    { key: 'hire', path: '/customer/hire' },
    { key: 'earn', path: '/freelancer/earn' },
    { key: 'post', path: '/post', audience: 'customer' },
  ],
  Routes: FixtureRoutes,
  sections: { 'payment-account': PayoutSection },
});

const freelancer = { role: ROLES.freelancer } as SessionUser;
/** The languages the fixture's loader was asked for, in order. */
let loaded: string[] = [];

async function renderAt(
  path: string,
  { basePath = '', user = null }: { basePath?: string; user?: SessionUser | null } = {},
): Promise<I18n> {
  const i18n = await createStageI18n('en', FixtureApp);
  render(<RemoteStage App={FixtureApp} i18n={i18n} path={path} basePath={basePath} user={user} />);
  return i18n;
}

describe('createRemoteApp', () => {
  beforeEach(() => {
    delete window.__MP_SHARED_PROBE__;
    loaded = [];
  });

  it('loads its namespace in the current language only, then shows the screen with its menu', async () => {
    const i18n = await createStageI18n('en');
    render(<RemoteStage App={FixtureApp} i18n={i18n} path="/items" />);
    expect(screen.queryByText('screens.list.title')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('All items');
    expect(loaded).toEqual(['en']);
    expect(i18n.hasResourceBundle('en', NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('de', NAMESPACE)).toBe(false);
    expect(screen.getByText('Every item there is.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fixture area' })).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'All items' });
    expect(current).toHaveAttribute('href', '/items');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a bundle the host already added for the namespace', async () => {
    const i18n = await createStageI18n('en');
    i18n.addResourceBundle('en', NAMESPACE, { notFound: 'Host says no' });
    addTranslations(i18n, FixtureApp.translations);
    await i18n.loadNamespaces(NAMESPACE);
    await i18n.changeLanguage('de');
    expect(loaded).toEqual(['de']);
    expect(i18n.getResource('en', NAMESPACE, 'notFound')).toBe('Host says no');
    expect(i18n.getResource('de', NAMESPACE, 'notFound')).toBe('Hier ist nichts');
  });

  it('refuses an i18next instance without the translation backend', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: {}, showSupportNotice: false });
    expect(() => addTranslations(i18n, FixtureApp.translations)).toThrow(
      'initialised without createTranslationBackend()',
    );
  });

  it('follows the shared instance into another language, loaded before it switches', async () => {
    const i18n = await renderAt('/items');
    expect(loaded).toEqual(['en']);
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(loaded).toEqual(['en', 'de']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alle Einträge');
    expect(screen.getByRole('navigation', { name: 'Testbereich' })).toBeInTheDocument();
  });

  it('fills route parameters into the screen', async () => {
    await renderAt('/items/42');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Item 42');
  });

  it('prefixes menu links with the base path and the signed-in side', async () => {
    await renderAt('/area/freelancer/inbox', { basePath: '/area/', user: freelancer });
    expect(screen.getByRole('link', { name: 'All items' })).toHaveAttribute('href', '/area/items');
    const inbox = screen.getByRole('link', { name: 'Inbox' });
    expect(inbox).toHaveAttribute('href', '/area/freelancer/inbox');
    expect(inbox).toHaveAttribute('aria-current', 'page');
  });

  it("shows a signed-in user only their side's entries and shared ones", async () => {
    await renderAt('/items', { user: freelancer });
    const names = () => screen.getAllByRole('link').map((link) => link.textContent);
    expect(names()).toEqual(['All items', 'Inbox', 'Earn']);
  });

  it('shows every entry to administrators', async () => {
    await renderAt('/items', { user: { role: ROLES.administrator } as SessionUser });
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('shows the customer side to signed-out visitors', async () => {
    await renderAt('/items');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/customer/inbox');
  });

  it('shows the translated not-found state inside the area for unknown paths', async () => {
    await renderAt('/nowhere');
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fixture area' })).toBeInTheDocument();
  });

  it('reports the shared modules it resolved under the remote name', async () => {
    await renderAt('/items');
    const probe = window.__MP_SHARED_PROBE__?.['mf_fixture'];
    expect(probe).toBeDefined();
    expect(probe?.['react']).toBe((await import('react')).useState);
    expect(probe?.['i18next']).toBe((await import('i18next')).default);
  });

  it('renders a section instead of its routes when the host asks for one', async () => {
    const i18n = await createStageI18n('en', FixtureApp);
    render(
      <RemoteStage
        App={FixtureApp}
        i18n={i18n}
        path="/items"
        user={freelancer}
        section="payment-account"
      />,
    );
    expect(screen.getByText('Payouts of role 2 in fixture')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All items' })).toBeNull();
  });

  it("asks the host to mount another remote's section in its place, and to unmount it", async () => {
    const unmount = jest.fn();
    const mountSection = jest.fn((_name: string, element: HTMLElement) => {
      element.textContent = 'mounted by the host';
      return unmount;
    });
    const i18n = await createStageI18n('en', FixtureApp);
    const view = render(
      <RemoteStage App={FixtureApp} i18n={i18n} path="/settings" mountSection={mountSection} />,
    );
    expect(mountSection).toHaveBeenCalledTimes(1);
    expect(mountSection.mock.calls[0]?.[0]).toBe('payment-account');
    expect(screen.getByText('mounted by the host')).toHaveAttribute(
      'data-section',
      'payment-account',
    );
    view.unmount();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it("shows amounts in the tenant's currency, in the host's language as it changes", async () => {
    const i18n = await createStageI18n('en', FixtureApp);
    render(
      <RemoteStage
        App={FixtureApp}
        i18n={i18n}
        path="/price"
        tenant={{ name: 'Acme', currency: 'EUR', currencySign: '€' }}
      />,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('Acme: €3,500.00 / €45.50');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByTestId('price')).toHaveTextContent(/^Acme: 3\.500,00\s€ \/ 45,50\s€$/);
  });

  it('shows the demo tenant in pounds when the stage names no tenant', async () => {
    await renderAt('/price');
    expect(screen.getByTestId('price')).toHaveTextContent('Demo: £3,500.00 / £45.50');
  });

  it("loads a feature's namespace in the current language when a screen first reads it", async () => {
    const requested: string[] = [];
    function Greeting() {
      const { t } = useTranslation('fixtureFeature' as Namespace);
      return <p>{t('hello' as never)}</p>;
    }
    const AppWithFeature = createRemoteApp({
      name: 'mf_fixture_feature',
      namespace: NAMESPACE,
      featureNamespaces: ['fixtureFeature'],
      loadLocale: async (language, namespace) => {
        requested.push(`${language}/${namespace}`);
        const feature = { en: { hello: 'Hello from a feature' }, de: { hello: 'Hallo' } };
        return {
          default:
            namespace === 'fixtureFeature'
              ? feature[language as 'en' | 'de']
              : (bundles[language] ?? {}),
        };
      },
      nav: [],
      Routes: () => (
        <Routes>
          <Route path="greeting" element={<Greeting />} />
          <Route path="*" element={<AreaPage screen="list" />} />
        </Routes>
      ),
    });
    expect(AppWithFeature.translations.namespaces).toEqual([NAMESPACE, 'fixtureFeature']);
    const i18n = await createStageI18n('en');
    const first = render(<RemoteStage App={AppWithFeature} i18n={i18n} path="/items" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('All items');
    expect(requested).toEqual(['en/fixture']);
    first.unmount();
    render(<RemoteStage App={AppWithFeature} i18n={i18n} path="/greeting" />);
    expect(await screen.findByText('Hello from a feature')).toBeInTheDocument();
    expect(requested).toEqual(['en/fixture', 'en/fixtureFeature']);
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByText('Hallo')).toBeInTheDocument();
  });

  it('tells screens whether another remote is there for the user, all of them without a host', async () => {
    const i18n = await createStageI18n('en', FixtureApp);
    const view = render(
      <RemoteStage App={FixtureApp} i18n={i18n} path="/messages" enabledRemotes={['mf_jobs']} />,
    );
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    view.unmount();
    render(<RemoteStage App={FixtureApp} i18n={i18n} path="/messages" />);
    expect(screen.getByRole('link', { name: 'Message' })).toBeInTheDocument();
  });
  it('loads a feature namespace through the same loader once a screen asks for it', async () => {
    const asked: string[] = [];
    function FeatureScreen() {
      const { t } = useTranslation('fixtureFeature' as Namespace);
      return <p>{(t as unknown as (key: string) => string)('hello')}</p>;
    }
    const App = createRemoteApp({
      name: 'mf_feature',
      namespace: NAMESPACE,
      featureNamespaces: ['fixtureFeature'],
      loadLocale: async (language, namespace) => {
        asked.push(`${language}/${namespace}`);
        return {
          default: namespace === NAMESPACE ? (bundles[language] ?? {}) : { hello: 'Feature text' },
        };
      },
      nav: [],
      Routes: FeatureScreen,
    });
    expect(App.translations.namespaces).toEqual([NAMESPACE, 'fixtureFeature']);
    const i18n = await createStageI18n('en');
    render(<RemoteStage App={App} i18n={i18n} path="/" />);
    expect(await screen.findByText('Feature text')).toBeInTheDocument();
    expect(asked).toEqual(['en/fixture', 'en/fixtureFeature']);
  });
});
