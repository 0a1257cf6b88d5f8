import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StylingSection } from './StylingSection';
import { renderSection } from './test-support';
import { testConfig } from './test-config';

describe('The styling section', () => {
  it('sets and clears the header logo of the settings, apart from the styling logo', async () => {
    const { latest } = await renderSection(StylingSection, testConfig({}));
    const headerLogo = screen.getByRole('textbox', { name: /Header logo address/ });
    await userEvent.type(headerLogo, '/logos/acme-new.svg');
    expect(latest().settings.styling.logo).toBe('/logos/acme-new.svg');
    expect(latest().styling.logo).toBeUndefined();
    await userEvent.clear(headerLogo);
    expect(latest().settings.styling).not.toHaveProperty('logo');
  });

  it("shows the schema's message on a header logo that is not an address", async () => {
    await renderSection(StylingSection, testConfig({}));
    const headerLogo = screen.getByRole('textbox', { name: /Header logo address/ });
    await userEvent.type(headerLogo, 'logo.svg');
    expect(headerLogo.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Expected an http\(s\) URL, a path starting with/)).toBeTruthy();
  });
});
