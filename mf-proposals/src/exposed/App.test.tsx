import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from '@mp/router';
import { NAMESPACE } from '../i18n';
import { ProposalsApp } from './App';

async function renderAt(path: string, locale = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ProposalsApp
          tenantId="demo"
          locale={locale}
          user={null}
          features={{}}
          apiBaseUrl="http://api.test"
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return i18n;
}

describe('ProposalsApp', () => {
  it('shows the receivedProposals screen with its heading, description and the area menu', async () => {
    const i18n = await renderAt('/customer/list-all-proposals');
    expect(i18n.hasResourceBundle('ua', NAMESPACE)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Received proposals');
    expect(
      screen.getByText('Compare the proposals freelancers sent for your jobs and reply to each.'),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Proposals' });
    expect(menu).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Received proposals' });
    expect(current).toHaveAttribute('href', '/customer/list-all-proposals');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My proposals' })).not.toHaveAttribute('aria-current');
  });

  it('follows the shared instance into another language', async () => {
    const i18n = await renderAt('/customer/list-all-proposals');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Erhaltene Angebote');
  });
});
