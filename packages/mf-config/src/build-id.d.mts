export interface BuildAsset {
  name: string;
  source: { buffer(): Buffer };
}

export declare function buildIdOf(assets: readonly BuildAsset[]): string;

export declare function addBuildId<
  Stats extends { metaData: { buildInfo?: Record<string, unknown> } },
>(options: {
  stats: Stats;
  compilation: { getAssets(): readonly BuildAsset[] };
}): Stats & { metaData: { buildInfo: Record<string, unknown> & { buildId: string } } };
