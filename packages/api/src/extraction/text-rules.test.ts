import { MAX_MINOR_AMOUNT } from '@mp/contracts';
import {
  PERIOD_PATTERN,
  findAmounts,
  findDates,
  isHourly,
  labelledValue,
  readMonthYear,
  wordPattern,
} from './text-rules';

describe('findDates', () => {
  it('reads ISO, day-first and written dates in reading order', () => {
    const text =
      'Kick-off 2027-01-10, review 05/02/2027, launch on 1st March 2027 or April 2, 2027.';
    expect(findDates(text).map((date) => date.value)).toEqual([
      '2027-01-10',
      '2027-02-05',
      '2027-03-01',
      '2027-04-02',
    ]);
  });

  it('reads 10.01.2027 day first and skips dates that do not exist', () => {
    expect(findDates('From 10.01.2027 to 31/02/2027 or 2027-13-01').map((d) => d.value)).toEqual([
      '2027-01-10',
    ]);
  });

  it('answers where each date starts, for the cue words before it', () => {
    const [date] = findDates('Due by 28 Feb 2027');
    expect(date).toEqual({ value: '2027-02-28', index: 7 });
  });
});

describe('findAmounts', () => {
  it('reads signs, thousands, decimals and currency words in minor units', () => {
    const amounts = findAmounts('Budget £1,500 or $2k, maybe 750.50 EUR, or 300 pounds');
    expect(amounts.map(({ minor, currency }) => ({ minor, currency }))).toEqual([
      { minor: 150_000, currency: 'GBP' },
      { minor: 200_000, currency: 'USD' },
      { minor: 75_050, currency: 'EUR' },
      { minor: 30_000, currency: 'GBP' },
    ]);
  });

  it('ignores bare numbers and amounts above what the API stores', () => {
    expect(findAmounts('We sell 1500 candles a year')).toEqual([]);
    const tooLarge = `$${String(MAX_MINOR_AMOUNT)}`;
    expect(findAmounts(`Budget ${tooLarge}`)).toEqual([]);
  });

  it('tells an hourly rate from a budget by the words after it', () => {
    const [hourly, perHour, budget] = findAmounts('£45/hour, €50 per hour, total $900');
    expect(hourly && isHourly(hourly)).toBe(true);
    expect(perHour && isHourly(perHour)).toBe(true);
    expect(budget && isHourly(budget)).toBe(false);
    expect(budget?.before).toContain('total');
  });
});

describe('readMonthYear and PERIOD_PATTERN', () => {
  it('reads a month and year, a numeric month, or a year alone', () => {
    expect(readMonthYear('Mar 2021')).toBe('2021-03');
    expect(readMonthYear('September 2019')).toBe('2019-09');
    expect(readMonthYear('3/2020')).toBe('2020-03');
    expect(readMonthYear('13/2020')).toBeNull();
    expect(readMonthYear('2016')).toBe('2016');
    expect(readMonthYear('last year')).toBeNull();
  });

  it('finds a period up to the present', () => {
    const match = PERIOD_PATTERN.exec('Senior developer, Mar 2021 – Present');
    expect([match?.[1], match?.[2]]).toEqual(['Mar 2021', 'Present']);
  });
});

describe('labelledValue and wordPattern', () => {
  it('reads a "Label: value" line for any of the labels', () => {
    const text = 'Intro line\nNumber of pages - 12\nPlatform: Webflow';
    expect(labelledValue(text, ['platform'])).toBe('Webflow');
    expect(labelledValue(text, ['', 'pages', 'number of pages'])).toBe('12');
    expect(labelledValue(text, ['hosting'])).toBeNull();
  });

  it('matches whole words only, special characters included', () => {
    expect(wordPattern('Node.js').test('We use node.js daily')).toBe(true);
    expect(wordPattern('React').test('ReactNative')).toBe(false);
    expect(wordPattern('C++').test('Written in C++, fast')).toBe(true);
  });
});
