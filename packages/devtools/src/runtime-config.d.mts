import type { RuntimeConfig } from '@mp/contracts';

export declare function buildRuntimeConfig(env?: Record<string, string | undefined>): RuntimeConfig;
