export declare const CSP_REPORT_PATH: string;
export declare function isFrameAncestor(value: unknown): boolean;
export declare function contentSecurityPolicy(
  runtimeConfig: unknown,
  options?: { frameAncestors?: readonly string[] },
): string;
export declare function permissionsPolicy(options: { media: boolean }): string;
export declare function pageSecurityHeaders(
  runtimeConfig: unknown,
  options?: { frameAncestors?: readonly string[]; media?: boolean },
): Record<string, string>;
export declare const ASSET_SECURITY_HEADERS: Record<string, string>;
