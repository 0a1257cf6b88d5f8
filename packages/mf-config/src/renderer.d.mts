export declare const PREACT_VERSION: string;
export declare const RENDERER_MODULES_DIR: string;
export declare const RENDERER_ALIASES: Readonly<Record<string, string>>;
export declare const RENDERER_SINGLETONS: readonly string[];
export declare function rendererShared(
  reactRequests: readonly string[],
): Record<string, { singleton: true; requiredVersion: string; version: string }>;
