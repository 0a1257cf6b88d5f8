// The build id every app's `mf-manifest.json` carries beside its package version
// (`metaData.buildInfo.buildId`, docs/deploy.md#versions): a hash of the built files, so two
// builds of the same sources get the same id (reproducible CI) and any change gets a new one.
import { createHash } from 'node:crypto';

/** Files the id is not taken from: the manifest and stats that are about to carry it. */
const DESCRIBING_FILES = new Set(['mf-manifest.json', 'mf-stats.json']);
const BUILD_ID_LENGTH = 12;

/**
 * @param {readonly { name: string, source: { buffer(): Buffer } }[]} assets
 * @returns {string}
 */
export function buildIdOf(assets) {
  const hash = createHash('sha256');
  const files = assets
    .filter((asset) => !DESCRIBING_FILES.has(asset.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const asset of files) {
    hash.update(asset.name);
    hash.update('\0');
    hash.update(asset.source.buffer());
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, BUILD_ID_LENGTH);
}

/**
 * The federation plugin's `manifest.additionalData`: writes the build id into the stats the
 * manifest is made from, once every other file of the build is final.
 * @param {{ stats: { metaData: { buildInfo?: Record<string, unknown> } }, compilation: { getAssets(): readonly { name: string, source: { buffer(): Buffer } }[] } }} options
 */
export function addBuildId({ stats, compilation }) {
  stats.metaData.buildInfo = {
    ...stats.metaData.buildInfo,
    buildId: buildIdOf(compilation.getAssets()),
  };
  return stats;
}
