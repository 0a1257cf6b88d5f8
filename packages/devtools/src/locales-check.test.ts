import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  appSources,
  keyProblems,
  layoutProblems,
  placeholderProblems,
  readLocales,
  spellingProblems,
  unusedKeys,
} from './locales-check.mjs';

let root: string;

function write(file: string, text: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

function writeLocale(language: string, namespace: string, bundle: object) {
  write(`app/src/locales/${language}/${namespace}.json`, JSON.stringify(bundle));
}

const app = () => path.join(root, 'app');

/** The English keys the fixture app's code does not use. */
function unused(): string[] {
  return unusedKeys(readLocales(app()), { own: appSources(app()) });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'locales-check-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the locales check', () => {
  it('finds a key that one language has and another lacks, both ways', () => {
    writeLocale('en', 'main', { title: 'Title', menu: { open: 'Open' } });
    writeLocale('de', 'main', { title: 'Titel', menu: { close: 'Schließen' } });
    expect(keyProblems(readLocales(app()))).toEqual([
      'de lacks main:menu.open',
      'en lacks main:menu.close',
    ]);
  });

  it('finds a namespace missing from a language and a file that is not a namespace', () => {
    writeLocale('en', 'main', { title: 'Title' });
    writeLocale('en', 'extra', { title: 'Title' });
    writeLocale('de', 'main', { title: 'Titel' });
    write('app/src/locales/de/notes.txt', 'x');
    expect(layoutProblems(readLocales(app()))).toEqual([
      'de/notes.txt is not a namespace file',
      'de/extra.json is missing',
    ]);
  });

  it('finds placeholders that differ from the English text', () => {
    writeLocale('en', 'main', { hello: 'Hello {{name}}', count: '{{count}} items' });
    writeLocale('de', 'main', { hello: 'Hallo {{nom}}', count: '{{ count }} Einträge' });
    expect(placeholderProblems(readLocales(app()))).toEqual([
      'de main:hello has {{nom}}, en has {{name}}',
    ]);
  });

  it('finds a text that spells a word the way its language avoids, in that language only', () => {
    writeLocale('en', 'main', { star: 'Add to favourites', list: 'Favorites' });
    writeLocale('de', 'main', { star: 'Zu Favouriten', list: 'Favoriten' });
    expect(spellingProblems(readLocales(app()))).toEqual(['en main:star spells "favor" otherwise']);
  });

  it('counts a key written as a literal, a plural by its base, and nothing only tests use', () => {
    writeLocale('en', 'main', {
      title: 'Title',
      items_one: 'One item',
      items_other: '{{count}} items',
      onlyInTests: 'Tested',
      unused: 'Never shown',
    });
    write('app/src/Screen.tsx', "export const s = [t('title'), t('items', { count: 2 })];");
    write('app/src/Screen.test.tsx', "t('onlyInTests');");
    write('app/src/testing/fixtures.ts', "t('onlyInTests');");
    expect(unused()).toEqual(['main:onlyInTests', 'main:unused']);
  });

  it('counts keys a template builds only for segments the code writes somewhere', () => {
    writeLocale('en', 'main', {
      errors: { network: 'Offline', server: 'Broken', teapot: 'Never' },
      status: { 0: 'Draft', 4: 'Sent', accepted: 'Accepted' },
      screens: { list: { title: 'List' }, item: { title: 'Item' } },
    });
    write(
      'app/src/Screen.tsx',
      [
        "type Kind = 'network' | 'server';",
        'const STATUS = { accepted: 2, sent: 4 };',
        'export const a = (kind: Kind, n: number, screen: string) => [',
        '  t(`errors.${kind}`), t(`status.${n}`), t(`screens.${screen}.title`), n === 0,',
        '];',
        'export const page = <Page screen="list" />;',
        'export { STATUS };',
      ].join('\n'),
    );
    expect(unused()).toEqual(['main:errors.teapot', 'main:screens.item.title']);
  });

  it('ignores a template with no fixed start: it could be any key', () => {
    writeLocale('en', 'main', { menu: { open: 'Open' } });
    write('app/src/Screen.tsx', "const part = 'menu'; const leaf = 'open'; t(`${part}.${leaf}`);");
    expect(unused()).toEqual(['main:menu.open']);
  });

  it("reads a useTranslation keyPrefix into the keys the prefix's texts use", () => {
    writeLocale('en', 'main', {
      contracts: { title: 'Contracts', errors: { network: 'Offline' } },
    });
    write(
      'app/src/Screen.tsx',
      [
        "const { t } = useTranslation('main', { keyPrefix: 'contracts' });",
        "export const s = [t('title'), t(`errors.${'network'}`)];",
      ].join('\n'),
    );
    expect(unused()).toEqual([]);
  });

  it('takes segments from the bundled packages and templates from the translating ones', () => {
    writeLocale('en', 'main', { nav: { label: 'Menu', jobs: 'Jobs' }, kind: { job: 'A job' } });
    write('app/src/nav.ts', "export const NAV = [{ key: 'jobs' }];");
    write('app/src/Data.tsx', 'export const d = (type: string) => t(`kind.${type}`);');
    write('kit/src/Nav.tsx', "t('nav.label'); t(`nav.${item.key}`);");
    write('contracts/src/types.ts', "export const TYPES = ['job', 'freelancer'];");
    const locales = readLocales(app());
    expect(unusedKeys(locales, { own: appSources(app()) })).toEqual([
      'main:nav.label',
      'main:nav.jobs',
      'main:kind.job',
    ]);
    const kit = appSources(path.join(root, 'kit'));
    const contracts = appSources(path.join(root, 'contracts'));
    expect(
      unusedKeys(locales, {
        own: appSources(app()),
        translating: kit,
        bundled: [...kit, ...contracts],
      }),
    ).toEqual([]);
  });
});
