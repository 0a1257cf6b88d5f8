import { DEFAULT_STYLING, ZTenantStyling, parseStylingOrDefault, resolveStyling } from '.';

describe('resolveStyling', () => {
  it('gives the default colours for nothing: color3 white, primaryButton blue, text white', () => {
    const styling = resolveStyling();
    expect(styling.colorsMap).toEqual({
      color3: '#ffffff',
      primaryButton: DEFAULT_STYLING.colorsMap.primaryButton,
      primaryButtonText: '#ffffff',
    });
    expect(styling.fontsList).toEqual([]);
    expect(styling.fontVariablesList).toEqual([]);
    expect(ZTenantStyling.safeParse(styling).success).toBe(true);
  });

  it('merges tenant colours over the defaults without mutating either', () => {
    const partial = { colorsMap: { primaryButton: '#e11d48', color1: '#111' }, logoHeight: 32 };
    const styling = resolveStyling(partial);
    expect(styling.colorsMap).toEqual({
      color3: '#ffffff',
      primaryButton: '#e11d48',
      primaryButtonText: '#ffffff',
      color1: '#111',
    });
    expect(styling.logoHeight).toBe(32);
    expect(partial.colorsMap).toEqual({ primaryButton: '#e11d48', color1: '#111' });
    expect(DEFAULT_STYLING.colorsMap.primaryButton).not.toBe('#e11d48');
  });
});

describe('parseStylingOrDefault', () => {
  it('falls back to defaults on invalid input and reports the error', () => {
    const { styling, error } = parseStylingOrDefault({ colorsMap: { color1: 'red; x: y' } });
    expect(styling).toEqual(resolveStyling());
    expect(error?.issues[0]?.path).toEqual(['colorsMap', 'color1']);
    expect(parseStylingOrDefault('nonsense').styling).toEqual(resolveStyling());
  });

  it('resolves valid partial input', () => {
    const { styling, error } = parseStylingOrDefault({ colorsMap: { color3: 'rgb(1, 2, 3)' } });
    expect(error).toBeUndefined();
    expect(styling.colorsMap.color3).toBe('rgb(1, 2, 3)');
  });
});

describe('ZTenantStyling fonts', () => {
  const base = { colorsMap: {}, fontVariablesList: [] };
  it('needs an http(s) url for web fonts and a path (or nothing) for local ones', () => {
    const parse = (font: object) => ZTenantStyling.safeParse({ ...base, fontsList: [font] });
    expect(
      parse({ type: 'web', key: 'Inter', url: 'https://fonts.example.com/inter.woff2' }).success,
    ).toBe(true);
    expect(parse({ type: 'web', key: 'Inter' }).success).toBe(false);
    expect(parse({ type: 'web', key: 'Inter', url: 'ftp://x/inter.woff2' }).success).toBe(false);
    expect(parse({ type: 'local', key: 'Georgia' }).success).toBe(true);
    expect(
      parse({ type: 'local', key: 'Brand', url: '/fonts/brand.woff2', format: 'woff2' }).success,
    ).toBe(true);
    expect(parse({ type: 'local', key: 'Brand', url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('refuses font stacks that could break out of a declaration', () => {
    const parse = (value: string) =>
      ZTenantStyling.safeParse({
        ...base,
        fontsList: [],
        fontVariablesList: [{ name: '--font-body', value }],
      }).success;
    expect(parse("'Segoe UI', system-ui, sans-serif")).toBe(true);
    expect(parse('serif; } body { display: none')).toBe(false);
    expect(parse('</style><script>')).toBe(false);
  });
});

describe('ZTenantStyling uploaded font files', () => {
  const parse = (font: object) =>
    ZTenantStyling.safeParse({ colorsMap: {}, fontVariablesList: [], fontsList: [font] });

  it('takes an uploaded file as a local font with its weight, style and format', () => {
    const font = {
      type: 'local',
      key: 'Brand',
      fileKey: 'fonts/brand-bold.woff2',
      weight: 700,
      style: 'italic',
      format: 'woff2',
    };
    expect(parse(font).success).toBe(true);
  });

  it('refuses a file key outside fonts/, on a web font or beside a url', () => {
    const issues = (font: object) => {
      const result = parse(font);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(issues({ type: 'local', key: 'Brand', fileKey: 'cv/brand.woff2' })).toEqual([
      'fontsList.0.fileKey',
    ]);
    expect(issues({ type: 'local', key: 'Brand', fileKey: 'fonts/../cv/x' })).toEqual([
      'fontsList.0.fileKey',
    ]);
    expect(
      issues({ type: 'web', key: 'Brand', url: 'https://x.com/a.woff2', fileKey: 'fonts/a' }),
    ).toEqual(['fontsList.0.fileKey']);
    expect(issues({ type: 'local', key: 'Brand', url: '/a.woff2', fileKey: 'fonts/a' })).toEqual([
      'fontsList.0.fileKey',
    ]);
  });
});
