import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfig } from '@mp/contracts';
import { FontFilesField } from './FontFilesField';
import { renderSection } from './test-support';
import { testConfig } from './test-config';

function withFonts(fontsList: TenantConfig['styling']['fontsList']): TenantConfig {
  const config = testConfig({});
  return { ...config, styling: { ...config.styling, fontsList } };
}

describe('The font files field', () => {
  it('adds a web font with its address, weight, style and format', async () => {
    const { latest } = await renderSection(FontFilesField, withFonts([]));
    expect(screen.getByText(/No font files/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add font' }));
    expect(screen.getByText('A web font needs an http(s) url')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Font name' }), 'Brand Sans');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Address/ }),
      'https://fonts.example.com/brand.woff2',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Weight' }), '700');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'italic');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Format/ }), 'woff2');
    expect(screen.queryByText('A web font needs an http(s) url')).toBeNull();
    expect(latest().styling.fontsList).toEqual([
      {
        type: 'web',
        key: 'Brand Sans',
        url: 'https://fonts.example.com/brand.woff2',
        weight: 700,
        style: 'italic',
        format: 'woff2',
      },
    ]);
  });

  it('takes a local font installed on the device or at an app path, and removes one', async () => {
    const { latest } = await renderSection(
      FontFilesField,
      withFonts([
        { type: 'local', key: 'Georgia', weight: 'bold' },
        { type: 'web', key: 'Inter', url: 'https://fonts.example.com/inter.css' },
      ]),
    );
    const georgia = document.querySelector('[data-font="Georgia"]') as HTMLElement;
    const address = within(georgia).getByRole('textbox', { name: /Address/ });
    await userEvent.type(address, 'https://elsewhere.test/g.woff2');
    expect(screen.getByText('A local font url must be a path served by the app')).toBeTruthy();
    await userEvent.clear(address);
    await userEvent.type(address, '/fonts/georgia.woff2');
    await userEvent.selectOptions(within(georgia).getByRole('combobox', { name: 'Weight' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Remove font Inter' }));
    expect(latest().styling.fontsList).toEqual([
      { type: 'local', key: 'Georgia', url: '/fonts/georgia.woff2' },
    ]);
  });
});
