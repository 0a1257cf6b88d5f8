import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from '@mp/router';
import { NAMESPACE } from '../i18n';
import { JobsApp } from './App';

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
        <JobsApp
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

describe('JobsApp', () => {
  it('shows the searchJobs screen with its heading, description and the area menu', async () => {
    const i18n = await renderAt('/freelancer/search-jobs');
    expect(i18n.hasResourceBundle('ua', NAMESPACE)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search jobs');
    expect(
      screen.getByText('Find open jobs that match your skills, budget and location.'),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Jobs' });
    expect(menu).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Search jobs' });
    expect(current).toHaveAttribute('href', '/freelancer/search-jobs');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Post a job' })).not.toHaveAttribute('aria-current');
  });

  it('follows the shared instance into another language', async () => {
    const i18n = await renderAt('/freelancer/search-jobs');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aufträge suchen');
  });

  it('fills route parameters into the screen', async () => {
    await renderAt('/freelancers/web-design');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Freelancers for web-design',
    );
  });
});
