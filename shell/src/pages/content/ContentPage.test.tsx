import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@mp/router';
import type { ContentPage as Page, SettingsView } from '@mp/contracts';
import { apiError, apiStub, ok } from '@mp/test-kit';
import { SessionContext } from '../../features/session/context';
import type { SessionValue } from '../../features/session';
import { initShellI18n } from '../../i18n';
import { ShellContext } from '../../shell-context';
import { ScreenHeadContext, type ScreenHead } from '../../styling/screen-head';
import { ContentPage } from './ContentPage';

const TERMS: Page = {
  slug: 'terms',
  texts: {
    en: {
      title: 'Terms and conditions',
      description: 'The rules.',
      body: [
        '## Payments',
        '',
        'See [pricing](/pricing), [the law](https://law.example.org/x) or [mail us](mailto:a@b.test).',
        '',
        '<script>alert(1)</script><img src=x onerror="alert(2)">',
        '',
        '[click](javascript:alert(3))',
      ].join('\n'),
    },
    de: { title: 'AGB', body: 'Die Regeln.' },
  },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderPage(language: 'en' | 'ua' = 'en', reply = () => ok(TERMS)) {
  const api = apiStub({ 'GET /pages/{slug}': reply });
  const i18n = createInstance();
  await initShellI18n(language, i18n);
  const heads: Array<ScreenHead | null> = [];
  const session: SessionValue = {
    status: 'anonymous',
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
            enabledRemotes: [],
            user: null,
            features: {},
            settings: { defaultLocale: 'en' } as SettingsView,
            tenant: { name: 'Demo', currency: 'GBP', currencySign: '£' },
          }}
        >
          <ScreenHeadContext.Provider value={(head) => heads.push(head)}>
            <MemoryRouter initialEntries={['/terms']}>
              <Routes>
                <Route path="/terms" element={<ContentPage slug="terms" title="Terms" />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </ScreenHeadContext.Provider>
        </ShellContext.Provider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return { api, heads };
}

describe('ContentPage', () => {
  it("renders the page's Markdown in the reader's language and names the screen", async () => {
    const { api, heads } = await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
    expect(heads.at(-1)).toEqual({ title: 'Terms and conditions', description: 'The rules.' });
    expect(api.callsTo('GET /pages/{slug}')[0]?.path).toBe('/pages/terms');
  });

  it('never renders raw HTML or script links from the text', async () => {
    const container = document.body;
    await renderPage();
    await screen.findByRole('heading', { level: 2 });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
  });

  it('opens other sites in a new tab and in-app links inside the app', async () => {
    await renderPage();
    const law = await screen.findByRole('link', { name: 'the law' });
    expect(law).toHaveAttribute('target', '_blank');
    expect(law).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail us' })).toHaveAttribute(
      'href',
      'mailto:a@b.test',
    );
    await userEvent.click(screen.getByRole('link', { name: 'pricing' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
  });

  it('falls back to another language when the page has none in the reader’s', async () => {
    await renderPage('ua');
    expect(await screen.findByText('Terms and conditions', { selector: 'h1' })).toBeInTheDocument();
  });

  it('says so when the page cannot be loaded', async () => {
    await renderPage('en', () => apiError(500, 'Boom'));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
  });
});
