import { browserLocale } from './standalone';

describe('browserLocale', () => {
  it.each([
    ['de-DE', 'de'],
    ['en-US', 'en'],
    ['uk-UA', 'ua'],
  ])('maps %s to %s', (language, locale) => {
    expect(browserLocale(language)).toBe(locale);
  });

  it('falls back to the default for unsupported or missing languages', () => {
    expect(browserLocale('fr-FR')).toBe('en');
    expect(browserLocale(undefined)).toBe('en');
  });
});
