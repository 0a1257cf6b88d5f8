import { homeHeroText, ZHomeSettings, type HomeSettings } from '.';

const HOME: HomeSettings = {
  hero: {
    image: '/images/hero.svg',
    texts: {
      en: { headline: 'Hire creatives', subline: 'Designers near you.' },
      de: {
        headline: 'Kreative finden',
        subline: 'Designer in Ihrer Nähe.',
        imageAlt: 'Ein Tisch',
      },
    },
  },
};

describe('home settings', () => {
  it('accepts a hero with texts per language and an optional image', () => {
    expect(ZHomeSettings.safeParse(HOME).success).toBe(true);
    const withoutImage = { hero: { texts: HOME.hero.texts } };
    expect(ZHomeSettings.safeParse(withoutImage).success).toBe(true);
  });

  it('names the failing field of a bad hero', () => {
    const cases: [unknown, string][] = [
      [{ hero: { texts: {} } }, 'hero.texts'],
      [{ hero: { texts: { en: { headline: '', subline: 'x' } } } }, 'hero.texts.en.headline'],
      [{ hero: { texts: { EN: { headline: 'x', subline: 'y' } } } }, 'hero.texts.EN'],
      [{ hero: { image: 'javascript:alert(1)', texts: HOME.hero.texts } }, 'hero.image'],
      [{ hero: { texts: HOME.hero.texts, colour: 'red' } }, 'hero'],
    ];
    for (const [value, path] of cases) {
      const result = ZHomeSettings.safeParse(value);
      expect(result.success).toBe(false);
      const paths = result.error?.issues.map((issue) => issue.path.join('.'));
      expect(paths).toContain(path);
    }
  });

  it("picks the visitor's language, then the tenant's default, else none", () => {
    expect(homeHeroText(HOME, 'de', 'en')?.headline).toBe('Kreative finden');
    expect(homeHeroText(HOME, 'ua', 'en')?.headline).toBe('Hire creatives');
    expect(homeHeroText(HOME, 'ua', 'fr')).toBeNull();
    expect(homeHeroText(undefined, 'en', 'en')).toBeNull();
  });
});
