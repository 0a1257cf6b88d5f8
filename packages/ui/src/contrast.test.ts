import { contrastRatio, parseColor, withTextContrast } from './contrast';
import { contrastCorrections, themeToCssVariables } from './theme';

describe('contrast of tenant colours', () => {
  it('reads hex and rgb colours and leaves anything else alone', () => {
    expect(parseColor('#EA580C')).toEqual([234, 88, 12]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(300, 2, 3)')).toBeNull();
    expect(parseColor('var(--x)')).toBeNull();
    expect(withTextContrast('tomato', '#fff')).toBe('tomato');
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ea580c')).toBeCloseTo(3.56, 2);
  });

  it("darkens a fill under light text just enough, keeping the tenant's hue", () => {
    const fixed = withTextContrast('#ea580c', '#ffffff');
    const ratio = contrastRatio(fixed, '#ffffff') ?? 0;
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(5.5);
    const [r, g, b] = parseColor(fixed) ?? [0, 0, 0];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('lightens text on a dark background, and keeps what already passes', () => {
    expect(contrastRatio(withTextContrast('#475569', '#1e293b'), '#1e293b')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(withTextContrast('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
  });

  it('corrects the theme the shell paints and lists each correction', () => {
    const styling = {
      colorsMap: { primaryButton: '#ea580c', color2: '#f59e0b', color3: '#ffffff' },
    };
    const variables = themeToCssVariables(styling);
    expect(contrastRatio(variables['--primary-button'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(variables['--color-2'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const raw = { '--primary-button': '#ea580c', '--primary-button-text': '#ffffff' };
    expect(contrastCorrections(raw)).toEqual([
      expect.objectContaining({
        variable: '--primary-button',
        from: '#ea580c',
        against: '#ffffff',
      }),
    ]);
    expect(contrastCorrections(themeToCssVariables({}))).toEqual([]);
  });
});
