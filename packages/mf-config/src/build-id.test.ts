import { addBuildId, buildIdOf } from './build-id.mjs';

const asset = (name: string, text: string) => ({
  name,
  source: { buffer: () => Buffer.from(text) },
});

describe('buildIdOf', () => {
  const build = [asset('remoteEntry.js', 'entry'), asset('101.abc.js', 'chunk')];

  it('is the same for the same files in any order, and short', () => {
    const id = buildIdOf(build);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIdOf([...build].reverse())).toBe(id);
  });

  it('changes with any byte or name of a built file, never with the manifest itself', () => {
    const id = buildIdOf(build);
    expect(buildIdOf([asset('remoteEntry.js', 'entry!'), build[1]!])).not.toBe(id);
    expect(buildIdOf([build[0]!, asset('101.abd.js', 'chunk')])).not.toBe(id);
    expect(buildIdOf([...build, asset('mf-manifest.json', '{}')])).toBe(id);
    expect(buildIdOf([...build, asset('mf-stats.json', '{}')])).toBe(id);
  });
});

describe('addBuildId', () => {
  it('keeps the package version and adds the id to the build info', () => {
    const stats = { metaData: { buildInfo: { buildVersion: '1.8.0', buildName: '@mp/mf-jobs' } } };
    const out = addBuildId({ stats, compilation: { getAssets: () => [asset('a.js', 'a')] } });
    expect(out.metaData.buildInfo).toEqual({
      buildVersion: '1.8.0',
      buildName: '@mp/mf-jobs',
      buildId: buildIdOf([asset('a.js', 'a')]),
    });
  });
});
