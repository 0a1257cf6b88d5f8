/** Where work happens, read from free text (docs/custom-data.md#rules). */
import { labelledValue } from './text-rules';
import type { ExtractionCatalogue } from './types';

const REMOTE = /\b(?:remote(?:ly)?|work from home|from anywhere|wfh)\b/i;
const ON_SITE = /\b(?:on[- ]?site|in person|in-person|at our (?:office|premises|shop))\b/i;
/** Capitalised words that start no place name. */
const MONTH_OR_DAY =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Ukrainian|German)$/;
const PLACE = "[A-Z][\\p{L}'’]+(?:[ -](?:upon[ -])?[A-Z][\\p{L}'’]+){0,3}";

/** A capitalised place after "based in", "located in", "in", or on a `Location:` line. */
function readAddress(text: string, catalogue: ExtractionCatalogue): string | null {
  const labelled = labelledValue(text, ['Location', 'Address', 'Based in']);
  if (labelled !== null) return labelled.slice(0, 300);
  const names = new Set(
    [...catalogue.skills, ...catalogue.services].map((entry) => entry.name.toLowerCase()),
  );
  const pattern = new RegExp(
    `\\b(?:based in|located in|living in|lives in|on[- ]?site in|office in|shop in|in)\\s+(${PLACE}(?:,\\s*${PLACE})?)`,
    'gu',
  );
  for (const match of text.matchAll(pattern)) {
    const place = match[1]?.trim() ?? '';
    const firstWord = place.split(/[ ,]/)[0] ?? '';
    if (names.has(place.toLowerCase()) || MONTH_OR_DAY.test(firstWord)) continue;
    return place;
  }
  return null;
}

export function readLocation(
  text: string,
  catalogue: ExtractionCatalogue,
): { address: string; remote: boolean } | undefined {
  const address = readAddress(text, catalogue);
  const remote = REMOTE.test(text) && !ON_SITE.test(text);
  if (address === null && !remote) return undefined;
  return { address: address ?? '', remote };
}
