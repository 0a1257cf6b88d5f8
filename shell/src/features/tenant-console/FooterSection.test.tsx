import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfig } from '@mp/contracts';
import { FooterSection } from './FooterSection';
import { renderSection } from './test-support';
import { testConfig, withLanguages } from './test-config';

function withFooter(): TenantConfig {
  const config = testConfig({});
  const footer = {
    ...config.settings.footer,
    services: { title: 'Services', items: [{ title: 'Design', url: '/design' }] },
    locations: { title: 'Locations', items: ['Berlin', { title: 'Kyiv', url: '/kyiv' }] },
  };
  return { ...config, settings: { ...config.settings, footer } };
}

describe('The footer section', () => {
  it('edits the texts, a fixed link and a social link', async () => {
    const { latest } = await renderSection(FooterSection, withFooter());
    const copyright = screen.getByRole('textbox', { name: 'Copyright' });
    await userEvent.clear(copyright);
    await userEvent.type(copyright, '© 2026 Acme');
    const privacy = screen.getByRole('textbox', { name: 'Link of Privacy' });
    await userEvent.clear(privacy);
    await userEvent.type(privacy, '/privacy-policy');
    await userEvent.type(screen.getByRole('textbox', { name: 'Facebook' }), 'https://fb.com/acme');
    const footer = latest().settings.footer;
    expect(footer.copyright).toBe('© 2026 Acme');
    expect(footer.privacy).toEqual({ title: 'Privacy', url: '/privacy-policy' });
    expect(footer.socialLinks.facebook).toBe('https://fb.com/acme');
  });

  it('adds, reorders and removes links of a group', async () => {
    const { latest } = await renderSection(FooterSection, withFooter());
    const services = screen.getByRole('group', { name: 'Services' });
    await userEvent.click(within(services).getByRole('button', { name: 'Add link to Services' }));
    const texts = within(services).getAllByRole('textbox', { name: 'Text' });
    const links = within(services).getAllByRole('textbox', { name: 'Link' });
    await userEvent.type(texts[1]!, 'Photography');
    await userEvent.type(links[1]!, '/photo');
    await userEvent.click(within(services).getByRole('button', { name: 'Move Photography up' }));
    expect(latest().settings.footer.services.items).toEqual([
      { title: 'Photography', url: '/photo' },
      { title: 'Design', url: '/design' },
    ]);
    await userEvent.click(within(services).getByRole('button', { name: 'Remove Design' }));
    expect(latest().settings.footer.services.items).toEqual([
      { title: 'Photography', url: '/photo' },
    ]);
  });

  it('keeps a place without a link as its name alone', async () => {
    const { latest } = await renderSection(FooterSection, withFooter());
    const places = screen.getByRole('group', { name: 'Locations' });
    const links = within(places).getAllByRole('textbox', { name: /^Link/ });
    await userEvent.type(links[0]!, '/berlin');
    await userEvent.clear(links[1]!);
    expect(latest().settings.footer.locations.items).toEqual([
      { title: 'Berlin', url: '/berlin' },
      'Kyiv',
    ]);
  });

  it("shows the schema's message on a bad support e-mail", async () => {
    await renderSection(FooterSection, withFooter());
    const email = screen.getByRole('textbox', { name: 'Support e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it("edits a footer link's title per tenant language, and a place with titles keeps its row", async () => {
    const config = withLanguages(withFooter(), [
      { value: 'en', label: 'English' },
      { value: 'ua', label: 'Українська' },
    ]);
    const { latest } = await renderSection(FooterSection, config);
    const services = screen.getByRole('group', { name: 'Services' });
    await userEvent.type(
      within(services).getByRole('textbox', { name: 'Title in Українська' }),
      'Дизайн',
    );
    const locations = screen.getByRole('group', { name: 'Locations' });
    const [berlin] = within(locations).getAllByRole('textbox', { name: 'Title in Українська' });
    await userEvent.type(berlin!, 'Берлін');
    const footer = latest().settings.footer;
    expect(footer.services.items).toEqual([
      { title: 'Design', titles: { ua: 'Дизайн' }, url: '/design' },
    ]);
    expect(footer.locations.items[0]).toEqual({
      title: 'Berlin',
      titles: { ua: 'Берлін' },
      url: '',
    });
  });
});
