import { ZTenantConfig } from '../api/tenant-console';
import { ZTenantSettings, titleIn, type TenantSettings } from '.';

function exampleSettings(): TenantSettings {
  const examples = ZTenantConfig.meta()?.examples as readonly { settings: unknown }[];
  return ZTenantSettings.parse(examples[0]?.settings);
}

function withLanguages(codes: string[]): TenantSettings {
  return {
    ...exampleSettings(),
    languages: codes.map((value) => ({ value, label: value.toUpperCase() })),
  };
}

function failingPaths(settings: unknown): string[] {
  const result = ZTenantSettings.safeParse(settings);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('menu and footer titles per language', () => {
  it('keeps a single-string title valid and shows it in every language', () => {
    const settings = {
      ...withLanguages(['en', 'de']),
      customMenus: { public: [{ title: 'About', url: '/about' }] },
    };
    expect(failingPaths(settings)).toEqual([]);
    expect(titleIn({ title: 'About' }, 'de')).toBe('About');
  });

  it('accepts titles in the tenant languages and picks the current one, else the title', () => {
    const item = { title: 'About', titles: { en: 'About us', de: 'Über uns' }, url: '/about' };
    const settings = {
      ...withLanguages(['en', 'de', 'ua']),
      customMenus: { public: [{ ...item, children: [{ ...item, url: '/team' }] }] },
    };
    expect(failingPaths(settings)).toEqual([]);
    expect(titleIn(item, 'de')).toBe('Über uns');
    expect(titleIn(item, 'en-GB')).toBe('About us');
    expect(titleIn(item, 'ua')).toBe('About');
  });

  it('names the field of a title in a language the tenant does not offer', () => {
    const base = withLanguages(['en', 'de']);
    const settings = {
      ...base,
      customMenus: {
        avatar: [
          {
            title: 'Help',
            url: '/help',
            children: [{ title: 'FAQ', titles: { fr: 'FAQ' }, url: '/faq' }],
          },
        ],
      },
      footer: {
        ...base.footer,
        privacy: { ...base.footer.privacy, titles: { ua: 'Приватність' } },
        services: {
          title: 'Services',
          items: [{ title: 'Design', titles: { de: 'Gestaltung', es: 'Diseño' }, url: '/d' }],
        },
      },
    };
    expect(failingPaths(settings).sort()).toEqual([
      'customMenus.avatar.0.children.0.titles.fr',
      'footer.privacy.titles.ua',
      'footer.services.items.0.titles.es',
    ]);
  });

  it('refuses a blank title in a language', () => {
    const settings = {
      ...withLanguages(['en', 'de']),
      customMenus: { public: [{ title: 'About', titles: { de: ' ' }, url: '/about' }] },
    };
    expect(failingPaths(settings)).toEqual(['customMenus.public.0.titles.de']);
  });
});
