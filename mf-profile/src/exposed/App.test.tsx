import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from '@mp/router';
import { NAMESPACE } from '../i18n';
import { ProfileApp } from './App';

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
        <ProfileApp
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

describe('ProfileApp', () => {
  it('shows the myProfile screen with its heading, description and the area menu', async () => {
    const i18n = await renderAt('/freelancer/profile');
    expect(i18n.hasResourceBundle('ua', NAMESPACE)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My profile');
    expect(
      screen.getByText('Your skills, rate, references and portfolio as customers see them.'),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Profile' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My profile' })).not.toHaveAttribute('aria-current');
  });

  it('follows the shared instance into another language', async () => {
    const i18n = await renderAt('/freelancer/profile');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mein Profil');
  });

  it('fills route parameters into the screen', async () => {
    await renderAt('/freelancer/profile/frankie');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile of frankie');
  });
});
