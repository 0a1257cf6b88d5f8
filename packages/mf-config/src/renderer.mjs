// The renderer the built apps run on (docs/adr/0014-preact-renders-the-built-apps.md): the apps are
// written against React's API and type-checked and unit-tested with React; their builds resolve
// React to Preact's compatibility layer, which renders the same components in about a quarter of
// react-dom's size.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const preactManifestPath = require.resolve('preact/package.json');

/** The Preact version every app is built with (one, from this package's dependencies). */
export const PREACT_VERSION = require(preactManifestPath).version;

/** Where `preact/...` requests resolve from, whichever app is being built. */
export const RENDERER_MODULES_DIR = path.dirname(path.dirname(preactManifestPath));

/**
 * React's entry points, each to a module of its own that re-exports its counterpart in Preact's
 * compatibility layer. Each must be a file of its own: webpack provides one share key per file,
 * so two keys resolving to the same file would leave one of them unprovided, and every app would
 * load its own copy of it.
 */
export const RENDERER_ALIASES = {
  react$: path.join(here, 'renderer/react.mjs'),
  'react-dom$': path.join(here, 'renderer/react-dom.mjs'),
  'react-dom/client$': path.join(here, 'renderer/react-dom-client.mjs'),
  'react/jsx-runtime$': path.join(here, 'renderer/react-jsx-runtime.mjs'),
  'react/jsx-dev-runtime$': path.join(here, 'renderer/react-jsx-runtime.mjs'),
  'use-sync-external-store/shim$': path.join(here, 'renderer/use-sync-external-store-shim.mjs'),
};

/**
 * Preact's own modules, shared like the React entry points above them: however a page's apps
 * are combined, every component renders with one Preact and one hooks state.
 */
export const RENDERER_SINGLETONS = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/client',
  'preact/compat/jsx-runtime',
  'preact/jsx-runtime',
];

/** The share entries of the renderer: React's requests and Preact's modules, at Preact's version. */
export function rendererShared(reactRequests) {
  const entry = { singleton: true, requiredVersion: `^${PREACT_VERSION}`, version: PREACT_VERSION };
  return Object.fromEntries(
    [...reactRequests, ...RENDERER_SINGLETONS].map((request) => [request, { ...entry }]),
  );
}
