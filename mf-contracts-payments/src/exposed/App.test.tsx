import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from '@mp/router';
import { NAMESPACE } from '../i18n';
import { ContractsPaymentsApp } from './App';

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
        <ContractsPaymentsApp
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

describe('ContractsPaymentsApp', () => {
  it('shows the customerContracts screen with its heading, description and the area menu', async () => {
    const i18n = await renderAt('/customer/manage');
    expect(i18n.hasResourceBundle('ua', NAMESPACE)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Manage contracts');
    expect(
      screen.getByText(
        'Approve milestones, pay freelancers and end contracts when the work is done.',
      ),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Contracts and payments' });
    expect(menu).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Manage contracts' });
    expect(current).toHaveAttribute('href', '/customer/manage');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Current jobs' })).not.toHaveAttribute('aria-current');
  });

  it('follows the shared instance into another language', async () => {
    const i18n = await renderAt('/customer/manage');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verträge verwalten');
  });

  it('fills route parameters into the screen', async () => {
    await renderAt('/customer/contract/job-42');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contract for job job-42');
  });
});
