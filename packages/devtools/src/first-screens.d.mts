export declare const SCREEN_CHUNKS_FILE: 'mp-screen-chunks.json';
export interface FirstScreen {
  screen: string;
  namespace: string;
}
export declare const FIRST_SCREENS: Record<
  | 'mf_jobs'
  | 'mf_proposals'
  | 'mf_contracts_payments'
  | 'mf_messaging'
  | 'mf_products'
  | 'mf_profile',
  FirstScreen
>;
export declare function firstScreenFiles(
  manifest: {
    metaData: { remoteEntry: { name: string } };
    exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
  },
  screenChunks: { screens: Record<string, string[]>; locales: Record<string, string[]> },
  firstScreen: FirstScreen,
): string[];
