import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfig } from '@mp/contracts';
import { CssSection } from './CssSection';
import { renderSection } from './test-support';
import { testConfig } from './test-config';

function withCss(customCss?: Record<string, string>): TenantConfig {
  const config = testConfig({});
  const styling = { ...config.settings.styling, ...(customCss ? { customCss } : {}) };
  return { ...config, settings: { ...config.settings, styling } };
}

describe('The custom CSS section', () => {
  it('adds CSS for every route and for one route, and removes it', async () => {
    const { latest } = await renderSection(CssSection, withCss());
    expect(screen.getByText('No custom CSS')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Route of the new style sheet' }),
      '*',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add CSS for a route' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'CSS for every route' }), {
      target: { value: 'h1 { color: teal }' },
    });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Route of the new style sheet' }),
      '/customer/jobs',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add CSS for a route' }));
    expect(latest().settings.styling.customCss).toEqual({
      '*': 'h1 { color: teal }',
      '/customer/jobs': '',
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the CSS for /customer/jobs' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove the CSS for every route' }));
    expect(latest().settings.styling.customCss).toBeUndefined();
  });

  it('tells on the field what the sanitiser will remove', async () => {
    await renderSection(CssSection, withCss({ '*': 'h1 { color: red }' }));
    const sheet = screen.getByRole('textbox', { name: 'CSS for every route' });
    expect(sheet.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Nothing in this style sheet is removed/)).toBeTruthy();
    fireEvent.change(sheet, {
      target: {
        value: '@import "https://evil.test/x.css"; a { background: url(https://evil.test/p.png) }',
      },
    });
    const hint = document.getElementById(sheet.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toContain('Removed before use: @import');
    expect(hint?.textContent).toContain('url(https://evil.test/p.png)');
  });

  it('shows the schema\'s refusal of "<" and of a bad route', async () => {
    await renderSection(CssSection, withCss({ '*': '' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'CSS for every route' }), {
      target: { value: 'a{}</style>' },
    });
    expect(screen.getByText('Custom CSS may not contain "<"')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Route of the new style sheet' }),
      'no-slash',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add CSS for a route' }));
    expect(screen.getByText(/Expected a route such as/)).toBeTruthy();
    expect(
      screen
        .getByRole('textbox', { name: 'Route of the new style sheet' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'CSS for no-slash' })).toBeNull();
  });
});
