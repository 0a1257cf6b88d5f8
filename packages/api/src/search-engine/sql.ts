import type { SqlParam } from '../db/types';

/** Collects parameter values; SQL text only ever gets their `$n` placeholders. */
export class SqlParams {
  readonly values: SqlParam[] = [];

  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE metacharacters so a caller's text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** An Elasticsearch wildcard (`*` any run, `?` one character) as a LIKE pattern. */
export function wildcardToLike(pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '*') out += '%';
    else if (ch === '?') out += '_';
    else out += escapeLike(ch);
  }
  return out;
}

const MAX_TERMS = 32;

/**
 * Words of a caller's text (letters and digits only), so a tsquery built from them can never
 * be malformed. Empty when the text has no words.
 */
export function queryWords(textValue: string): string[] {
  return (textValue.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/** A to_tsquery source joining the words with AND or OR, e.g. `web & design`. */
export function tsqueryText(words: readonly string[], operator: 'and' | 'or'): string {
  return words.join(operator === 'and' ? ' & ' : ' | ');
}
