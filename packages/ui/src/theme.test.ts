import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS_PX, DEFAULT_STYLING } from '@mp/contracts';
import {
  MOBILE_MEDIA_QUERY,
  THEME_VARIABLES,
  themeToCssVariables,
  toCustomPropertyName,
} from './index';

describe('themeToCssVariables', () => {
  it('gives the default colours (color3 white, primary button blue on white) for no styling', () => {
    expect(themeToCssVariables()).toEqual({
      '--color-3': DEFAULT_STYLING.colorsMap.color3,
      '--primary-button': DEFAULT_STYLING.colorsMap.primaryButton,
      '--primary-button-text': DEFAULT_STYLING.colorsMap.primaryButtonText,
    });
    expect(themeToCssVariables(null)).toEqual(themeToCssVariables({}));
  });

  it('maps colours, button styles and font variables over the defaults', () => {
    const variables = themeToCssVariables({
      colorsMap: { color1: '#111111', color3: '#fafafa', primaryButton: '#e11d48' },
      buttonStyles: {
        primary: { color: '#ffffff', borderRadius: '999px', hoverBackgroundColor: '#be123c' },
        secondary: { backgroundColor: '#eeeeee', fontWeight: 700 },
      },
      fontVariablesList: [{ name: '--font-heading', value: 'Inter, sans-serif' }],
    });
    expect(variables).toEqual({
      '--color-1': '#111111',
      '--color-3': '#fafafa',
      '--primary-button': '#e11d48',
      '--primary-button-text': '#ffffff',
      '--primary-button-radius': '999px',
      '--primary-button-hover': '#be123c',
      '--secondary-button': '#eeeeee',
      '--secondary-button-font-weight': '700',
      '--font-heading': 'Inter, sans-serif',
    });
  });

  it('drops values that could break out of a style declaration', () => {
    const variables = themeToCssVariables({
      colorsMap: { color1: 'red; background: url(x)', color2: '}body{', color4: '   ' },
    });
    expect(variables).not.toHaveProperty('--color-1');
    expect(variables).not.toHaveProperty('--color-2');
    expect(variables).not.toHaveProperty('--color-4');
  });

  it('names custom properties in kebab case', () => {
    expect(toCustomPropertyName('color3')).toBe('--color-3');
    expect(toCustomPropertyName('primaryButtonText')).toBe('--primary-button-text');
    expect(toCustomPropertyName('--already-set')).toBe('--already-set');
  });
});

/** Every `var(name, fallback)` in the stylesheet, nested ones included. */
function cssVarUses(css: string): Array<{ name: string; fallback: string | undefined }> {
  const uses: Array<{ name: string; fallback: string | undefined }> = [];
  for (let start = css.indexOf('var('); start !== -1; start = css.indexOf('var(', start + 4)) {
    let depth = 0;
    let comma = -1;
    let end = start + 4;
    for (; end < css.length; end += 1) {
      const char = css[end];
      if (char === '(') depth += 1;
      else if (char === ')' && depth-- === 0) break;
      else if (char === ',' && depth === 0 && comma === -1) comma = end;
    }
    const inner = css.slice(start + 4, end);
    uses.push(
      comma === -1
        ? { name: inner.trim(), fallback: undefined }
        : { name: css.slice(start + 4, comma).trim(), fallback: css.slice(comma + 1, end).trim() },
    );
  }
  return uses;
}

describe('ui.css', () => {
  const css = readFileSync(path.join(__dirname, 'ui.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const documented = new Map<string, string>(
    THEME_VARIABLES.map((variable) => [variable.name, variable.fallback]),
  );

  it('reads only documented variables, each with the documented fallback', () => {
    const uses = cssVarUses(css).filter((use) => !use.name.startsWith('--mp-'));
    expect(uses.length).toBeGreaterThan(50);
    for (const use of uses) {
      expect({ name: use.name, known: documented.has(use.name) }).toEqual({
        name: use.name,
        known: true,
      });
      expect({ name: use.name, fallback: use.fallback }).toEqual({
        name: use.name,
        fallback: documented.get(use.name),
      });
    }
  });

  it('switches to the mobile layout below the 769 px breakpoint', () => {
    expect(MOBILE_MEDIA_QUERY).toBe(`(max-width: ${BREAKPOINTS_PX.mobileBelow - 1}px)`);
    expect(css).toContain(`@media ${MOBILE_MEDIA_QUERY}`);
  });
});

describe('README.md', () => {
  it('documents every theme variable with its fallback', () => {
    // Prettier pads table cells; compare with single spaces.
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8').replace(
      / {2,}/g,
      ' ',
    );
    for (const variable of THEME_VARIABLES) {
      expect(readme).toContain(
        `| \`${variable.name}\` | ${variable.usage} | \`${variable.fallback}\` |`,
      );
    }
  });
});
