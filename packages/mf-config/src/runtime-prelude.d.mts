import type { Compiler } from 'webpack';

export declare const RUNTIME_CORE_GLOBAL: '_FEDERATION_RUNTIME_CORE';
export declare function runtimeCorePath(): string;
export declare function bundleRuntimePrelude(options?: { minify?: boolean }): string;
export declare class RuntimePreludePlugin {
  constructor(options?: { hashed?: boolean });
  apply(compiler: Compiler): void;
}
