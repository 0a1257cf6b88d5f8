import type { ToolingApp } from './apps.mjs';

export declare function inputHash(app: ToolingApp): string;
export declare function isUpToDate(app: ToolingApp, hash?: string): boolean;
export declare function buildAll(options?: {
  force?: boolean;
  apps?: ToolingApp[];
  concurrency?: number;
}): Promise<string[]>;
export declare function writeServerKit(appDir: string, outDir?: string): Promise<void>;
export declare function buildVariant(
  app: ToolingApp,
  variant: { outDir: string; env: Record<string, string> },
): Promise<boolean>;
