// The checks every app's translations pass (see docs/ARCHITECTURE.md#translations): one JSON
// file per language and namespace in src/locales/{lng}/{ns}.json, the same keys and the same
// `{{placeholders}}` in every language, and no English key that the app's code never uses.
//
// "Used" is read from the code the app is built from, parsed with TypeScript (tests left out):
//  - a string literal equal to the key (or to a plural's base, `count` for `count_one`), in the
//    app or in a workspace package that translates (remote-kit reads `nav.label`, `notFound`);
//    with a `keyPrefix: 'p'` in the app, a literal `k` also stands for `p.k`;
//  - a template literal with a fixed start, e.g. `errors.${kind}` or `screens.${screen}.title`,
//    for the keys it can produce: each `${…}` is one key segment, and that segment must itself
//    be written somewhere in the code the app bundles (its own and its workspace packages'): a
//    string or number literal (`'network'`, a `'close' | 'reopen'` union, `4`) or the name of
//    an object literal's property (`PROPOSAL_OFFER_STATUS.accepted`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const LOCALES = 'src/locales';
const REFERENCE_LANGUAGE = 'en';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^},\s]+)[^}]*\}\}/g;
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
/** Test code: files and folders that only tests import. */
const TEST_CODE =
  /(\.test\.[mc]?[jt]sx?$|(^|\/)(test|testing|__tests__)\/|(^|\/)test-support\.[jt]sx?$)/;

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ key.path: text }` of a bundle; a non-string leaf is reported as such. */
export function flattenKeys(bundle, prefix = '') {
  const out = new Map();
  for (const [key, value] of Object.entries(bundle)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) for (const [inner, text] of flattenKeys(value, full)) out.set(inner, text);
    else out.set(full, value);
  }
  return out;
}

/**
 * An app's translations: `{ languages, namespaces, files, bundles: { ns: { lng: Map } } }`,
 * every file under src/locales/{lng}/{ns}.json.
 */
export function readLocales(appDir) {
  const root = path.join(appDir, LOCALES);
  const languages = readdirSync(root)
    .filter((name) => statSync(path.join(root, name)).isDirectory())
    .sort();
  const files = {};
  const bundles = {};
  for (const language of languages) {
    files[language] = readdirSync(path.join(root, language)).sort();
    for (const file of files[language].filter((name) => name.endsWith('.json'))) {
      const namespace = file.slice(0, -'.json'.length);
      const json = JSON.parse(readFileSync(path.join(root, language, file), 'utf8'));
      bundles[namespace] ??= {};
      bundles[namespace][language] = flattenKeys(json);
    }
  }
  return { languages, namespaces: Object.keys(bundles).sort(), files, bundles };
}

/** Files other than `{ns}.json`, and namespaces missing from a language. */
export function layoutProblems(locales) {
  const problems = [];
  for (const language of locales.languages) {
    for (const file of locales.files[language]) {
      if (!file.endsWith('.json')) problems.push(`${language}/${file} is not a namespace file`);
    }
    for (const namespace of locales.namespaces) {
      if (!locales.bundles[namespace][language])
        problems.push(`${language}/${namespace}.json is missing`);
    }
  }
  if (!locales.languages.includes(REFERENCE_LANGUAGE))
    problems.push('en, the reference, is missing');
  return problems;
}

/** `ns:key` present in some language but not in `language`, and leaves that are not text. */
export function keyProblems(locales) {
  const problems = [];
  for (const namespace of locales.namespaces) {
    const byLanguage = locales.bundles[namespace];
    const all = new Set(Object.values(byLanguage).flatMap((keys) => [...keys.keys()]));
    for (const language of locales.languages) {
      const keys = byLanguage[language] ?? new Map();
      for (const key of all) {
        if (!keys.has(key)) problems.push(`${language} lacks ${namespace}:${key}`);
        else if (typeof keys.get(key) !== 'string') {
          problems.push(`${language} ${namespace}:${key} is not a text`);
        }
      }
    }
  }
  return problems;
}

function placeholdersOf(text) {
  return [...new Set([...String(text).matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();
}

/** Keys whose `{{placeholders}}` differ from the English text's. */
export function placeholderProblems(locales) {
  const problems = [];
  for (const namespace of locales.namespaces) {
    const english = locales.bundles[namespace][REFERENCE_LANGUAGE];
    if (!english) continue;
    for (const [key, text] of english) {
      const expected = placeholdersOf(text).join(', ');
      for (const language of locales.languages) {
        const other = locales.bundles[namespace][language]?.get(key);
        if (other === undefined) continue;
        const found = placeholdersOf(other).join(', ');
        if (found !== expected) {
          problems.push(`${language} ${namespace}:${key} has {{${found}}}, en has {{${expected}}}`);
        }
      }
    }
  }
  return problems;
}

/**
 * One spelling per language across every screen (docs/ARCHITECTURE.md#translations): English
 * texts use the American spelling of the product's own words ("Favorites", as the menu says).
 */
export const SPELLING_RULES = {
  en: [{ avoid: /favour/i, use: 'favor' }],
};

/** Texts that use a spelling their language avoids. */
export function spellingProblems(locales, rules = SPELLING_RULES) {
  const problems = [];
  for (const namespace of locales.namespaces) {
    for (const [language, languageRules] of Object.entries(rules)) {
      const texts = locales.bundles[namespace][language] ?? new Map();
      for (const [key, text] of texts) {
        for (const rule of languageRules) {
          if (rule.avoid.test(String(text))) {
            problems.push(`${language} ${namespace}:${key} spells "${rule.use}" otherwise`);
          }
        }
      }
    }
  }
  return problems;
}

function listSources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What one file writes: string and number literals, property names, templates, key prefixes. */
function scanFile(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found = { literals: new Set(), segments: new Set(), templates: [], keyPrefixes: new Set() };
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.literals.add(node.text);
      found.segments.add(node.text);
    } else if (ts.isNumericLiteral(node)) {
      found.segments.add(node.text);
    } else if (ts.isTemplateExpression(node)) {
      found.templates.push([
        node.head.text,
        ...node.templateSpans.map((span) => span.literal.text),
      ]);
    }
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && node.name) {
      if (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) {
        found.segments.add(node.name.text);
      }
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(source) === 'keyPrefix' &&
        ts.isStringLiteral(node.initializer)
      ) {
        found.keyPrefixes.add(node.initializer.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scanFiles(files) {
  const all = { literals: new Set(), segments: new Set(), templates: [], keyPrefixes: new Set() };
  for (const file of files) {
    const found = scanFile(file);
    found.literals.forEach((value) => all.literals.add(value));
    found.segments.forEach((value) => all.segments.add(value));
    found.keyPrefixes.forEach((value) => all.keyPrefixes.add(value));
    all.templates.push(...found.templates);
  }
  return all;
}

/** A template's keys as a pattern: its fixed parts, one key segment per `${…}`. */
function templatePattern(parts) {
  const [head, ...rest] = parts;
  // Without a fixed start a template could be any key: it proves nothing.
  if (!head) return null;
  const body = [escapeRegExp(head), ...rest.map((part) => `([^.]+)${escapeRegExp(part)}`)];
  return new RegExp(`^${body.join('')}$`);
}

/** The source files of an app's code (tests left out). */
export function appSources(dir) {
  const src = path.join(dir, 'src');
  return listSources(src).filter(
    (file) => !TEST_CODE.test(path.relative(src, file).split(path.sep).join('/')),
  );
}

/**
 * English keys the code never uses. `code` is what the app is built from: `own` (its source
 * files), `translating` (workspace packages that call `t` on the app's namespaces) and
 * `bundled` (every workspace package it bundles, where dynamic segments may be spelled).
 */
export function unusedKeys(locales, { own, translating = [], bundled = [] }) {
  const direct = scanFiles([...own, ...translating]);
  const segments = scanFiles(bundled).segments;
  direct.segments.forEach((value) => segments.add(value));
  const prefixes = ['', ...[...direct.keyPrefixes].map((prefix) => `${prefix}.`)];
  const patterns = direct.templates
    .map(templatePattern)
    .filter(Boolean)
    .flatMap((pattern) =>
      prefixes.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}${pattern.source.slice(1)}`)),
    );
  const isUsed = (key) => {
    const base = key.replace(PLURAL_SUFFIX, '');
    for (const candidate of new Set([key, base])) {
      if (
        prefixes.some(
          (prefix) =>
            candidate.startsWith(prefix) && direct.literals.has(candidate.slice(prefix.length)),
        )
      ) {
        return true;
      }
      for (const pattern of patterns) {
        const match = pattern.exec(candidate);
        if (match && match.slice(1).every((segment) => segments.has(segment))) return true;
      }
    }
    return false;
  };
  const unused = [];
  for (const namespace of locales.namespaces) {
    const english = locales.bundles[namespace][REFERENCE_LANGUAGE];
    for (const key of english?.keys() ?? []) {
      if (!isUsed(key)) unused.push(`${namespace}:${key}`);
    }
  }
  return unused;
}

function packageDirs(repoRoot) {
  const root = path.join(repoRoot, 'packages');
  return Object.fromEntries(
    readdirSync(root)
      .filter((name) => existsSync(path.join(root, name, 'package.json')))
      .map((name) => {
        const manifest = JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8'));
        return [manifest.name, path.join(root, name)];
      }),
  );
}

/** The workspace packages an app bundles: its dependencies, theirs, and so on. */
export function bundledPackages(repoRoot, appDir) {
  const dirs = packageDirs(repoRoot);
  const seen = new Set();
  const queue = [appDir];
  while (queue.length > 0) {
    const manifest = JSON.parse(readFileSync(path.join(queue.shift(), 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (dirs[name] && !seen.has(name)) {
        seen.add(name);
        queue.push(dirs[name]);
      }
    }
  }
  return [...seen].sort().map((name) => dirs[name]);
}

/** Every check of one app, as lists of problems (empty when all is well). */
export function checkAppLocales(repoRoot, appDir) {
  const locales = readLocales(appDir);
  const packages = bundledPackages(repoRoot, appDir);
  const packageSources = packages.map((dir) => appSources(dir));
  const translating = packageSources.filter((files) =>
    files.some((file) => /from 'react-i18next'/.test(readFileSync(file, 'utf8'))),
  );
  return {
    layout: layoutProblems(locales),
    keys: keyProblems(locales),
    placeholders: placeholderProblems(locales),
    spelling: spellingProblems(locales),
    unused: unusedKeys(locales, {
      own: appSources(appDir),
      translating: translating.flat(),
      bundled: packageSources.flat(),
    }),
  };
}
