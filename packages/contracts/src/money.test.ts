import {
  EMPTY_MONEY_VALUE,
  currencyDigits,
  formatMoney,
  intlLocale,
  isBlankMoney,
  isCurrencyCode,
  moneyInputText,
  moneySign,
  moneyValueOf,
  parseMoneyInput,
  readMoneyValue,
  type MoneyFormat,
} from './money';

/** Intl separates groups and symbols with no-break spaces; tests read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const gbp = (locale: string): MoneyFormat => ({ currency: 'GBP', locale });
const eur = (locale: string): MoneyFormat => ({ currency: 'EUR', locale });
const jpy = (locale: string): MoneyFormat => ({ currency: 'JPY', locale });

describe('currencies', () => {
  it('knows the ISO 4217 codes Intl knows, and nothing else', () => {
    expect(['GBP', 'EUR', 'USD', 'UAH', 'JPY'].every(isCurrencyCode)).toBe(true);
    expect(['gbp', 'XYZ', '£', '', 'EURO'].some(isCurrencyCode)).toBe(false);
  });

  it('takes the minor unit from the currency: pence, cents, no yen fractions', () => {
    expect(['GBP', 'EUR', 'UAH', 'JPY'].map(currencyDigits)).toEqual([2, 2, 2, 0]);
  });

  it("reads the app's ua as Intl's uk", () => {
    expect(['ua', 'en', 'de', ''].map(intlLocale)).toEqual(['uk', 'en', 'de', 'en']);
  });
});

describe('formatMoney', () => {
  it('writes minor units as the currency in the reader language', () => {
    expect(formatMoney(350000, gbp('en'))).toBe('£3,500.00');
    expect(spaced(formatMoney(350000, gbp('ua')))).toBe('3 500,00 £');
    expect(spaced(formatMoney(350000, eur('de')))).toBe('3.500,00 €');
    expect(formatMoney(5, eur('en'))).toBe('€0.05');
    expect(formatMoney(0, gbp('en'))).toBe('£0.00');
  });

  it('has no fractions for a currency without a minor unit', () => {
    expect(formatMoney(1234, jpy('en'))).toBe('¥1,234');
    expect(spaced(formatMoney(1234, jpy('de')))).toBe('1.234 ¥');
  });

  it("rounds what is not a whole minor unit to the currency's digits", () => {
    expect(formatMoney(1999.5, gbp('en'))).toBe('£20.00');
    expect(formatMoney(0.4, gbp('en'))).toBe('£0.00');
  });

  it("shows the tenant's sign in place of Intl's symbol", () => {
    expect(formatMoney(4550, { ...gbp('en'), sign: 'GB£' })).toBe('GB£45.50');
    expect(spaced(formatMoney(4550, { ...eur('de'), sign: 'EUR' }))).toBe('45,50 EUR');
  });
});

describe('moneyInputText', () => {
  it('writes minor units as major units to edit, without grouping', () => {
    expect(moneyInputText(350000, gbp('en'))).toBe('3500');
    expect(moneyInputText(4550, gbp('en'))).toBe('45.50');
    expect(moneyInputText(4550, eur('de'))).toBe('45,50');
    expect(moneyInputText(4550, eur('ua'))).toBe('45,50');
    expect(moneyInputText(1234, jpy('en'))).toBe('1234');
  });

  it('reads back as the same amount', () => {
    for (const locale of ['en', 'ua', 'de']) {
      for (const minor of [0, 1, 99, 4550, 350000, 123456789]) {
        expect(parseMoneyInput(moneyInputText(minor, gbp(locale)), gbp(locale))).toBe(minor);
      }
    }
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['35', 3500],
    ['35.5', 3550],
    ['35,50', 3550],
    ['0.05', 5],
    ['1 234,50', 123450],
    ['1,234', 123400],
    ['1,234,567.89', 123456789],
    ['1.234,50', 123450],
    ['£35', 3500],
    [' 35 £ ', 3500],
    ['GBP 12', 1200],
  ])('reads %p typed in English as %p pence', (text, minor) => {
    expect(parseMoneyInput(text, gbp('en'))).toBe(minor);
  });

  it('reads separators as the reader writes them', () => {
    expect(parseMoneyInput('1.234', eur('de'))).toBe(123400);
    expect(parseMoneyInput('1.234,5', eur('de'))).toBe(123450);
    expect(parseMoneyInput('35,5', eur('de'))).toBe(3550);
    expect(parseMoneyInput('35.5', eur('de'))).toBe(3550);
    expect(parseMoneyInput('1\u00a0234,50', eur('ua'))).toBe(123450);
    expect(parseMoneyInput('1 234,50 €', eur('ua'))).toBe(123450);
    expect(parseMoneyInput('35.5', eur('ua'))).toBe(3550);
    // A lone separator the reader uses for decimals is never read as a thousands separator.
    expect(parseMoneyInput('1,234', eur('de'))).toBeNull();
    expect(parseMoneyInput('1.234', gbp('en'))).toBeNull();
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseMoneyInput('35.505', gbp('en'))).toBeNull();
    expect(parseMoneyInput('1234', jpy('en'))).toBe(1234);
    expect(parseMoneyInput('1,234', jpy('en'))).toBe(1234);
    expect(parseMoneyInput('35.5', jpy('en'))).toBeNull();
    expect(parseMoneyInput('35.00', jpy('en'))).toBeNull();
  });

  it.each(['', '  ', 'ten', '-5', '+5', '1e3', '35.', '.5', '3..5', '12,34,567', '1234,567', '$5'])(
    'refuses %p',
    (text) => {
      expect(parseMoneyInput(text, gbp('en'))).toBeNull();
    },
  );

  it('refuses amounts too large to count exactly', () => {
    expect(parseMoneyInput('90071992547409.93', gbp('en'))).toBeNull();
    expect(parseMoneyInput('90071992547409.91', gbp('en'))).toBe(9007199254740991);
  });
});

describe('money input values', () => {
  it('keep what was typed beside the amount it reads as', () => {
    expect(readMoneyValue('35,50', gbp('en'))).toEqual({ text: '35,50', minor: 3550 });
    expect(readMoneyValue('ten', gbp('en'))).toEqual({ text: 'ten', minor: null });
    expect(moneyValueOf(4550, eur('de'))).toEqual({ text: '45,50', minor: 4550 });
    expect(moneyValueOf(null, eur('de'))).toBe(EMPTY_MONEY_VALUE);
    expect([EMPTY_MONEY_VALUE, { text: ' ', minor: null }].every(isBlankMoney)).toBe(true);
    expect(isBlankMoney({ text: 'ten', minor: null })).toBe(false);
  });

  it('put the sign where the reader writes it', () => {
    expect(moneySign(gbp('en'))).toEqual({ sign: '£', before: true });
    expect(moneySign(eur('de'))).toEqual({ sign: '€', before: false });
    expect(moneySign({ ...eur('ua'), sign: 'EUR' })).toEqual({ sign: 'EUR', before: false });
  });
});
