import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfig } from '@mp/contracts';
import { MenusSection } from './MenusSection';
import { renderSection } from './test-support';
import { testConfig, withLanguages } from './test-config';

function withMenus(customMenus: TenantConfig['settings']['customMenus']): TenantConfig {
  const config = testConfig({});
  return { ...config, settings: { ...config.settings, customMenus } };
}

const MENUS = withMenus({
  public: [
    { title: 'About', url: '/about' },
    {
      title: 'Blog',
      url: 'https://blog.example.com',
      children: [{ title: 'News', url: '/news' }],
    },
  ],
});

function group(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

describe('The custom menus section', () => {
  it('shows the six groups, each empty group saying so', async () => {
    await renderSection(MenusSection, MENUS);
    for (const name of [
      'Freelancer menu',
      'Customer menu',
      'Customer organisation menu',
      'Public menu',
      'Avatar menu',
      'Extra search and job entries',
    ]) {
      expect(group(name)).toBeTruthy();
    }
    expect(within(group('Avatar menu')).getByText(/No items/)).toBeTruthy();
    expect(within(group('Public menu')).queryByText(/No items/)).toBeNull();
  });

  it('edits an item: title, link, image file key and button', async () => {
    const { latest } = await renderSection(MenusSection, MENUS);
    const publicMenu = group('Public menu');
    const [title] = within(publicMenu).getAllByRole('textbox', { name: 'Title' });
    await userEvent.clear(title!);
    await userEvent.type(title!, 'About us');
    const [image] = within(publicMenu).getAllByRole('textbox', { name: /Image file key/ });
    await userEvent.type(image!, 'menus/about.png');
    const [button] = within(publicMenu).getAllByRole('checkbox', { name: 'Show as a button' });
    await userEvent.click(button!);
    expect(latest().settings.customMenus.public?.[0]).toEqual({
      title: 'About us',
      url: '/about',
      fileKey: 'menus/about.png',
      button: true,
    });
  });

  it('reorders items with the move buttons, from the keyboard', async () => {
    const { latest } = await renderSection(MenusSection, MENUS);
    const up = screen.getByRole('button', { name: 'Move Blog up' });
    expect(
      (screen.getByRole('button', { name: 'Move About up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(latest().settings.customMenus.public?.map((item) => item.title)).toEqual([
      'Blog',
      'About',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Move Blog down' }));
    expect(latest().settings.customMenus.public?.map((item) => item.title)).toEqual([
      'About',
      'Blog',
    ]);
  });

  it('adds an item and a sub-item, flags them until filled, and removes them', async () => {
    const { latest } = await renderSection(MenusSection, MENUS);
    await userEvent.click(screen.getByRole('button', { name: 'Add item to the Avatar menu' }));
    const avatar = group('Avatar menu');
    expect(within(avatar).getAllByText(/at least 1 character|Too small/i).length).toBeGreaterThan(
      0,
    );
    await userEvent.type(within(avatar).getByRole('textbox', { name: 'Title' }), 'Help');
    await userEvent.type(within(avatar).getByRole('textbox', { name: /Link/ }), '/help');
    expect(latest().settings.customMenus.avatar).toEqual([{ title: 'Help', url: '/help' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Add sub-item to Help' }));
    expect(latest().settings.customMenus.avatar?.[0]?.children).toEqual([{ title: '', url: '' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    expect(latest().settings.customMenus.avatar).toEqual([{ title: 'Help', url: '/help' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove News' }));
    expect(latest().settings.customMenus.public?.[1]).toEqual({
      title: 'Blog',
      url: 'https://blog.example.com',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Help' }));
    expect(latest().settings.customMenus.avatar).toBeUndefined();
  });

  it("shows the schema's message on a bad image file key", async () => {
    await renderSection(MenusSection, MENUS);
    const [image] = within(group('Public menu')).getAllByRole('textbox', {
      name: /Image file key/,
    });
    await userEvent.type(image!, '../secret.png');
    expect(screen.getByText('A file key may not contain ".."')).toBeTruthy();
    expect(image!.getAttribute('aria-invalid')).toBe('true');
  });

  it("edits an item's title in each tenant language, blank falling back to the title", async () => {
    const config = withLanguages(withMenus({ public: [{ title: 'About', url: '/about' }] }), [
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ]);
    const { latest } = await renderSection(MenusSection, config);
    const publicMenu = group('Public menu');
    const german = within(publicMenu).getByRole('textbox', { name: 'Title in Deutsch' });
    expect(german).toHaveAccessibleDescription('Blank: "About" is shown.');
    await userEvent.type(german, 'Über uns');
    await userEvent.type(
      within(publicMenu).getByRole('textbox', { name: 'Title in English' }),
      'About us',
    );
    expect(latest().settings.customMenus.public?.[0]).toEqual({
      title: 'About',
      titles: { de: 'Über uns', en: 'About us' },
      url: '/about',
    });
    await userEvent.clear(german);
    await userEvent.clear(within(publicMenu).getByRole('textbox', { name: 'Title in English' }));
    expect(latest().settings.customMenus.public?.[0]).toEqual({ title: 'About', url: '/about' });
  });

  it('shows a title in a language the tenant no longer offers with the schema message', async () => {
    const { latest } = await renderSection(
      MenusSection,
      withMenus({ public: [{ title: 'About', titles: { fr: 'À propos' }, url: '/about' }] }),
    );
    const french = within(group('Public menu')).getByRole('textbox', { name: 'Title in fr' });
    expect(french).toHaveAccessibleDescription(/"fr" is not one of the tenant's languages/);
    await userEvent.clear(french);
    expect(latest().settings.customMenus.public?.[0]).toEqual({ title: 'About', url: '/about' });
    expect(screen.queryByRole('textbox', { name: 'Title in fr' })).toBeNull();
  });
});
