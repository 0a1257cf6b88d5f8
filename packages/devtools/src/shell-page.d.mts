export declare const SERVER_KIT_FILE: string;
export declare const TENANT_DATA_ID: string;
export declare const LOCALE_COOKIE: string;

export interface InitialAssets {
  js: string[];
  css: { name: string; text: string }[];
  /** The start texts' chunks per language; the page preloads its own language's only. */
  locales?: Record<string, string[]>;
}

export interface RouteFrame {
  menu: string;
  page: string;
}

/** The shell's own code, bundled at build time (shell/src/prerender/server-kit.ts). */
export interface ServerKit {
  /** The hero with the shell's default words, per language. */
  heroes: Record<string, string>;
  /** Every other route's first paint per language: the header's pending menu, the page skeleton. */
  routeFrames: Record<string, RouteFrame> | null;
  /** The tenant's own hero in one language (its settings' `home`, docs/home.md#settings). */
  renderHomeHero(locale: string, settings: unknown): string;
  tenantCssVariables(styling: unknown, settings: unknown): Record<string, string>;
  routeHead(
    settings: unknown,
    pathname: string,
  ): { title: string | null; description: string | null; customCss: string };
}

export declare function scriptJson(value: unknown): string;
export declare function createShellBuildReader(root: string): () => Promise<{
  initial: InitialAssets | null;
  heroes: Record<string, string> | null;
  kit: ServerKit | null;
}>;
export declare function injectInitialAssets(
  html: string,
  initial: InitialAssets | null,
  locale?: string | null,
): string;
export declare function pickPageLocale(options: {
  cookie?: string;
  acceptLanguage?: string;
  defaultLocale?: string;
  settings?: unknown;
  supported: readonly string[];
}): string;
export declare function injectHomePrerender(
  html: string,
  page: { hero: string | undefined; styling: unknown; settings: unknown },
): string;
export declare function injectRouteFrame(
  html: string,
  page: { frame: RouteFrame | undefined; styling: unknown; settings: unknown },
): string;
export declare function injectTenantData(html: string, tenantId: string, look: unknown): string;
export declare function htmlLang(locale: string): string;
export declare function setHtmlLang(html: string, locale: string): string;
