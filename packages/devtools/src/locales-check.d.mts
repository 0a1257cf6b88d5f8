export interface AppLocales {
  languages: string[];
  namespaces: string[];
  files: Record<string, string[]>;
  bundles: Record<string, Record<string, Map<string, unknown>>>;
}
export interface AppLocaleProblems {
  layout: string[];
  keys: string[];
  placeholders: string[];
  spelling: string[];
  unused: string[];
}
export interface AppCode {
  own: string[];
  translating?: string[];
  bundled?: string[];
}
export declare function flattenKeys(bundle: object, prefix?: string): Map<string, unknown>;
export declare function readLocales(appDir: string): AppLocales;
export declare function layoutProblems(locales: AppLocales): string[];
export declare function keyProblems(locales: AppLocales): string[];
export declare function placeholderProblems(locales: AppLocales): string[];
export interface SpellingRule {
  avoid: RegExp;
  use: string;
}
export declare const SPELLING_RULES: Readonly<Record<string, readonly SpellingRule[]>>;
export declare function spellingProblems(
  locales: AppLocales,
  rules?: Readonly<Record<string, readonly SpellingRule[]>>,
): string[];
export declare function appSources(dir: string): string[];
export declare function unusedKeys(locales: AppLocales, code: AppCode): string[];
export declare function bundledPackages(repoRoot: string, appDir: string): string[];
export declare function checkAppLocales(repoRoot: string, appDir: string): AppLocaleProblems;
