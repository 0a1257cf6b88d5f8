import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS } from './apps.mjs';
import { checkAppLocales } from './locales-check.mjs';

const repoRoot = path.resolve(__dirname, '../../..');

/** Every app, and any workspace package that ships texts of its own. */
const dirsWithTexts = [
  ...ALL_APPS.map((app) => app.dir),
  ...readdirSync(path.join(repoRoot, 'packages'))
    .map((name) => `packages/${name}`)
    .filter((dir) => existsSync(path.join(repoRoot, dir, 'src/locales'))),
];

describe.each(dirsWithTexts)("%s's translations", (dir) => {
  const problems = checkAppLocales(repoRoot, path.join(repoRoot, dir));

  it('are one JSON file per language and namespace, English among them', () => {
    expect(problems.layout).toEqual([]);
  });

  it('have every key in every language', () => {
    expect(problems.keys).toEqual([]);
  });

  it('have the same placeholders in every language', () => {
    expect(problems.placeholders).toEqual([]);
  });

  it('spell the same word one way in each language', () => {
    expect(problems.spelling).toEqual([]);
  });

  it('use every English key somewhere in the code', () => {
    expect(problems.unused).toEqual([]);
  });
});
