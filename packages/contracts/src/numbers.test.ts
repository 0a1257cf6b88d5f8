import { formatNumber, formatPercent, formatSignedNumber } from './numbers';

describe('numbers', () => {
  it('writes counts, percentages and signed changes in the reader language', () => {
    expect(formatNumber(12500, 'en')).toBe('12,500');
    expect(formatNumber(12500, 'de')).toBe('12.500');
    expect(formatNumber(12500, 'ua')).toBe('12\u00a0500');
    expect(formatPercent(20, 'en')).toBe('20%');
    expect(formatPercent(7.5, 'de')).toBe('7,5\u00a0%');
    expect(formatSignedNumber(5, 'en')).toBe('+5');
    expect(formatSignedNumber(-3, 'de')).toBe('-3');
  });
});
