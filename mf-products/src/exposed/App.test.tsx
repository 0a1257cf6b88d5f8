import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from '@mp/router';
import { NAMESPACE } from '../i18n';
import { ProductsApp } from './App';

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
        <ProductsApp
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

describe('ProductsApp', () => {
  it('shows the catalogue screen with its heading, description and the area menu', async () => {
    const i18n = await renderAt('/products');
    expect(i18n.hasResourceBundle('ua', NAMESPACE)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products');
    expect(
      screen.getByText('Fixed-price services and offerings freelancers sell, ready to book.'),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Products' });
    expect(menu).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Browse products' });
    expect(current).toHaveAttribute('href', '/products');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Create a product' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('follows the shared instance into another language', async () => {
    const i18n = await renderAt('/products');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Produkte');
  });

  it('fills route parameters into the screen', async () => {
    await renderAt('/products/frankie/p-9');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product p-9');
  });
});
