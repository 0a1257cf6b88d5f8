import { invoiceLanguage } from './language';

describe("an invoice's language", () => {
  const pick = (
    lng: 'en' | 'ua' | 'de' | undefined,
    acceptLanguage: string | null,
    tenantDefault = 'en',
  ) => invoiceLanguage({ lng, acceptLanguage, tenantDefault });

  it('is the language the screen asks for, whatever the browser sends', () => {
    expect(pick('ua', 'de-DE,de;q=0.9')).toBe('ua');
  });

  it("is else the browser's most wanted language that invoices are written in", () => {
    expect(pick(undefined, 'fr-FR, de;q=0.8, en;q=0.5')).toBe('de');
    expect(pick(undefined, 'en;q=0.4, uk-UA;q=0.9')).toBe('ua');
    expect(pick(undefined, 'de;q=0, en-GB')).toBe('en');
  });

  it("is else the tenant's default language, or English", () => {
    expect(pick(undefined, 'fr, it;q=0.5', 'de')).toBe('de');
    expect(pick(undefined, null, 'ua')).toBe('ua');
    expect(pick(undefined, '*', 'fr')).toBe('en');
  });
});
