import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_TYPE_LABELS } from '@mp/contracts';
import de from './de/jobs.json';
import en from './en/jobs.json';
import ua from './ua/jobs.json';

const resources = { en, ua, de };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function has(bundle: unknown, key: string): boolean {
  let node = bundle as Record<string, unknown> | string | undefined;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part] as Record<string, unknown> | string | undefined;
  }
  if (typeof node === 'string') return true;
  // A plural key exists as `<key>_one` / `<key>_other` in its parent.
  const parent = key.split('.').slice(0, -1);
  const last = key.split('.').at(-1);
  let owner = bundle as Record<string, unknown>;
  for (const part of parent) owner = owner[part] as Record<string, unknown>;
  return typeof owner[`${last}_one`] === 'string' && typeof owner[`${last}_other`] === 'string';
}

// Every literal key a screen translates exists in every language.
const KEY = /\bt\(\s*'([A-Za-z0-9_.]+)'/g;
const keys = new Set(
  sources(path.resolve(__dirname, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(KEY)].map((match) => match[1] as string),
  ),
);

it('finds the keys the screens use', () => {
  expect(keys.size).toBeGreaterThan(150);
});

it.each(Object.keys(resources))('%s has every key the screens use', (language) => {
  const bundle = resources[language as keyof typeof resources];
  expect([...keys].filter((key) => !has(bundle, key))).toEqual([]);
});

it('words the contract type fields in English exactly as the contract constants do', () => {
  expect(en.postJob.contractType).toBe(CONTRACT_TYPE_LABELS.heading);
  expect(en.postJob.ongoingWork).toBe(CONTRACT_TYPE_LABELS.ongoingWork);
  expect(en.postJob.cycleDuration).toBe(CONTRACT_TYPE_LABELS.cycleDuration);
});
