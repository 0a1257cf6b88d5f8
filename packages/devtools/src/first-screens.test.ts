import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from './apps.mjs';
import { FIRST_SCREENS, firstScreenFiles } from './first-screens.mjs';

const ROOT = path.resolve(__dirname, '../../..');

describe('FIRST_SCREENS', () => {
  it.each(REMOTE_APPS.map((app) => [app.name, app] as const))(
    '%s: names the screen its routes show at entryPath, loaded on its own, and its namespace',
    (name, app) => {
      const first = FIRST_SCREENS[name as keyof typeof FIRST_SCREENS];
      const routes = readFileSync(path.join(ROOT, app.dir, 'src/routes.tsx'), 'utf8');
      const component = path.basename(first.screen);
      // The screen is a lazy import, and the route of entryPath renders it.
      expect(routes).toContain(`import('${first.screen}')`);
      expect(routes).toMatch(
        new RegExp(`path="${app.entryPath.slice(1)}"\\s+element={<${component}[ />]`),
      );
      expect(existsSync(path.join(ROOT, app.dir, `src/locales/en/${first.namespace}.json`))).toBe(
        true,
      );
    },
  );
});

describe('firstScreenFiles', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [
      { path: './App', assets: { js: { sync: ['app.js', 'shared.js'], async: ['screen.js'] } } },
    ],
  };
  const screenChunks = {
    screens: { './features/a/AScreen': ['shared.js', 'screen.js'] },
    locales: { 'en/area': ['locale-en.js'], 'de/area': ['locale-de.js'] },
  };

  it('lists the entry, the app, the English texts and the screen, each file once', () => {
    expect(
      firstScreenFiles(manifest, screenChunks, {
        screen: './features/a/AScreen',
        namespace: 'area',
      }),
    ).toEqual(['remoteEntry.js', 'app.js', 'shared.js', 'locale-en.js', 'screen.js']);
  });

  it('fails when the build does not list the screen', () => {
    expect(() =>
      firstScreenFiles(manifest, screenChunks, {
        screen: './features/b/BScreen',
        namespace: 'area',
      }),
    ).toThrow('no chunks for ./features/b/BScreen');
  });
});
