// What the size bench counts as an area's first screen (bench-size.mjs, bench/README.md).

/** Written by each remote's build (ScreenChunksPlugin of @mp/mf-config): the chunks per screen. */
export const SCREEN_CHUNKS_FILE = 'mp-screen-chunks.json';

/**
 * The screen behind each remote's `entryPath` (the lazy import in its src/routes.tsx) and its
 * area namespace (src/locales/{lng}/{namespace}.json). first-screens.test.ts keeps them true.
 */
export const FIRST_SCREENS = {
  mf_jobs: { screen: './features/search-jobs/SearchJobsScreen', namespace: 'jobs' },
  mf_proposals: {
    screen: './features/received-proposals/ReceivedProposalsScreen',
    namespace: 'proposals',
  },
  mf_contracts_payments: {
    screen: './features/manage/ManageContractsScreen',
    namespace: 'contractsPayments',
  },
  mf_messaging: { screen: './features/inbox/InboxScreen', namespace: 'messaging' },
  mf_products: { screen: './features/catalogue/CatalogueScreen', namespace: 'products' },
  mf_profile: {
    screen: './features/customer-profile/CustomerProfileScreen',
    namespace: 'profile',
  },
};

/**
 * The files the shell fetches from a remote to show its area's first screen, in load order:
 * the entry, ./App's own chunks, the area's English texts, the screen's chunks.
 */
export function firstScreenFiles(manifest, screenChunks, firstScreen) {
  const app = manifest.exposes.find((expose) => expose.path === './App');
  const screen = screenChunks.screens[firstScreen.screen];
  const texts = screenChunks.locales[`en/${firstScreen.namespace}`];
  if (!app || !screen || !texts) {
    throw new Error(`no chunks for ${firstScreen.screen} or en/${firstScreen.namespace}`);
  }
  return [
    ...new Set([manifest.metaData.remoteEntry.name, ...app.assets.js.sync, ...texts, ...screen]),
  ];
}
