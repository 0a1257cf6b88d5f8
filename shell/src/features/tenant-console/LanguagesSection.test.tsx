import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfig } from '@mp/contracts';
import { LanguagesSection } from './LanguagesSection';
import { renderSection } from './test-support';
import { testConfig } from './test-config';

function withLanguages(): TenantConfig {
  const config = testConfig({});
  const languages = [
    { value: 'en', label: 'English' },
    { value: 'de', label: 'Deutsch' },
  ];
  return { ...config, settings: { ...config.settings, languages, defaultLocale: 'en' } };
}

describe('The languages section', () => {
  it('adds a language, names it and makes it the default', async () => {
    const { latest } = await renderSection(LanguagesSection, withLanguages());
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    const codes = screen.getAllByRole('textbox', { name: 'Language code' });
    const names = screen.getAllByRole('textbox', { name: 'Name in the language menu' });
    await userEvent.type(codes[2]!, 'ua');
    await userEvent.type(names[2]!, 'Українська');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default language' }), 'ua');
    expect(latest().settings.languages).toEqual([
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
      { value: 'ua', label: 'Українська' },
    ]);
    expect(latest().settings.defaultLocale).toBe('ua');
  });

  it("flags a removed default language and a repeated one with the schema's messages", async () => {
    const { latest } = await renderSection(LanguagesSection, withLanguages());
    await userEvent.click(screen.getByRole('button', { name: 'Remove English' }));
    expect(latest().settings.languages).toEqual([{ value: 'de', label: 'Deutsch' }]);
    expect(screen.getByText('defaultLocale must be one of languages')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Remove Deutsch' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default language' }), 'de');
    expect(screen.queryByText('defaultLocale must be one of languages')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Language code' })[1]!, 'de');
    expect(screen.getByText('Each language may appear only once')).toBeTruthy();
  });

  it('says when the site has no texts in a language', async () => {
    await renderSection(LanguagesSection, withLanguages());
    const row = document.querySelector('[data-language="de"]') as HTMLElement;
    const code = within(row).getByRole('textbox', { name: 'Language code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'fr');
    expect(screen.getByText(/no texts in this language yet/)).toBeTruthy();
  });
});
