import type { Configuration as WebpackConfiguration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

export type Configuration = WebpackConfiguration & { devServer?: DevServerConfiguration };

export interface AppConfigOptions {
  /** Federation name: `shell` or a remote's name such as `mf_jobs`. */
  name: string;
  /** Absolute directory of the app (holds package.json and src/). */
  dir: string;
  port: number;
  /** Modules the remote exposes, e.g. `{ './App': './src/exposed/App.tsx' }`. */
  exposes?: Record<string, string>;
  isHost?: boolean;
  /** Defaults to NODE_ENV. */
  mode?: 'production' | 'development' | 'none';
  /** Document title of the app's own page. */
  title?: string;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
}

export declare const SHARED_SINGLETONS: readonly string[];
export declare function sharedConfig(
  dependencies: Record<string, string>,
): Record<string, SharedEntry>;
export declare function createAppConfig(options: AppConfigOptions): Configuration;
export declare function buildDefines(
  env?: Record<string, string | undefined>,
): Record<'__MP_BUILD_LABEL__', string>;
export declare function runtimeSharing(isHost: boolean): {
  experiments: { optimization: { target: 'web' }; externalRuntime?: true };
  runtimePlugins?: string[];
};
export declare function translationAliases(dir: string): Record<string, string>;
