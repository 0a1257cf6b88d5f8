import sharedSingletons from './shared-singletons.json';

/**
 * Shared as singletons by the shell and every remote: the federation config
 * (`packages/mf-config`) and the probe of one instance per package read this one list. Subpaths
 * are listed on purpose: `react-dom/client` and the JSX runtime are separate requests, and an
 * unshared subpath drags in a second React.
 */
export const SHARED_SINGLETONS: readonly string[] = sharedSingletons;
