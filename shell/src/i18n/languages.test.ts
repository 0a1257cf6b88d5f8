import { pickLocale } from './index';
import { browserLocale, languageOptions, localeWithin } from './languages';

const demo = [
  { value: 'en', label: 'English' },
  { value: 'ua', label: 'Українська' },
];
const acme = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
];

describe('locale choice', () => {
  it('maps the browser language uk to ua', () => {
    expect(browserLocale('uk-UA')).toBe('ua');
    expect(pickLocale(null, 'uk-UA', 'en')).toBe('ua');
    expect(pickLocale(null, 'fr-FR', 'de')).toBe('de');
    expect(pickLocale('de', 'uk', 'en')).toBe('de');
    expect(pickLocale(null, undefined, 'xx')).toBe('en');
  });

  it('offers the tenant languages, plus Ukrainian for a Ukrainian browser or stored choice', () => {
    expect(languageOptions(acme, 'en-GB', null).map((l) => l.value)).toEqual(['en', 'de']);
    expect(languageOptions(acme, 'uk', null).map((l) => l.value)).toEqual(['en', 'de', 'ua']);
    expect(languageOptions(acme, 'en', 'ua').map((l) => l.value)).toEqual(['en', 'de', 'ua']);
    expect(languageOptions(demo, 'uk', null).map((l) => l.value)).toEqual(['en', 'ua']);
    expect(languageOptions([{ value: 'fr', label: 'Français' }], 'en', null)).toEqual([
      { value: 'en', label: 'English' },
    ]);
  });

  it('keeps the current locale only when the tenant offers it', () => {
    const options = languageOptions(acme, 'en', null);
    expect(localeWithin('de', options, 'en')).toBe('de');
    expect(localeWithin('ua', options, 'en')).toBe('en');
  });
});
