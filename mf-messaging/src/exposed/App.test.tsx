import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from '@mp/router';
import { NAMESPACE } from '../i18n';
import { MessagingApp } from './App';

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
        <MessagingApp
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

describe('MessagingApp', () => {
  it('shows the inbox screen with its heading, description and the area menu', async () => {
    const i18n = await renderAt('/freelancer/inbox');
    expect(i18n.hasResourceBundle('ua', NAMESPACE)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inbox');
    expect(
      screen.getByText('Your conversations with customers and freelancers, newest first.'),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Messages' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });

  it('follows the shared instance into another language', async () => {
    const i18n = await renderAt('/freelancer/inbox');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Posteingang');
  });

  it('fills route parameters into the screen', async () => {
    await renderAt('/freelancer/inbox/chan-7');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conversation');
  });
});
