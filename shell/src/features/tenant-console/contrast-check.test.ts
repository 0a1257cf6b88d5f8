import { contrastPairs, contrastWarnings } from './contrast-check';
import { testConfig } from './test-config';

describe('the contrast check', () => {
  it('computes the WCAG ratio: black on white is 21, white on white is 1', () => {
    const config = testConfig({ header: { backgroundColor: '#ffffff', textColor: '#000000' } });
    const [headerText] = contrastPairs(config);
    expect(headerText).toMatchObject({ pair: 'headerText', text: '#000000' });
    expect(headerText?.ratio).toBeCloseTo(21, 5);
    const blank = testConfig({ header: { backgroundColor: '#fff', textColor: '#fff' } });
    expect(contrastPairs(blank)[0]?.ratio).toBeCloseTo(1, 5);
  });

  it('warns of header text below 4.5:1, naming the pair and its ratio', () => {
    const config = testConfig({
      header: { backgroundColor: '#ffffff', textColor: '#999999', linkColor: '#1d4ed8' },
    });
    expect(contrastWarnings(config)).toEqual([
      { pair: 'headerText', text: '#999999', background: '#ffffff', ratio: 2.84 },
    ]);
  });

  it('takes the header background from the colour map when the header sets none', () => {
    const config = testConfig({
      colours: { headerBackground: '#222222', color1: '#333333', color2: '#ffffff' },
    });
    expect(contrastWarnings(config).map((warning) => warning.pair)).toEqual(['headerText']);
  });

  it('checks the primary button text against its background', () => {
    const pale = testConfig({
      colours: { primaryButton: '#ffff00', primaryButtonText: '#ffffff' },
    });
    expect(contrastWarnings(pale)).toEqual([
      expect.objectContaining({ pair: 'primaryButton', background: '#ffff00', ratio: 1.07 }),
    ]);
    const dark = testConfig({
      colours: { primaryButton: '#1d4ed8', primaryButtonText: '#ffffff' },
    });
    expect(contrastWarnings(dark)).toEqual([]);
  });

  it('passes a ratio of exactly 4.5 and does not judge colours it cannot read', () => {
    expect(contrastWarnings(testConfig({}))).toEqual([]);
    const named = testConfig({ header: { backgroundColor: 'white', textColor: 'white' } });
    expect(contrastPairs(named)[0]?.ratio).toBeNull();
    expect(contrastWarnings(named)).toEqual([]);
  });
});
