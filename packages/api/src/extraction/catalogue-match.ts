/** Finds the tenant's skills and services named in free text (docs/custom-data.md#rules). */
import type { ExtractionCatalogue } from './types';
import { wordPattern } from './text-rules';

interface Term {
  id: string;
  term: string;
}

/** The ways a catalogue name is written: whole, without its bracket, the bracket, its id's words. */
function spellings(id: string, name: string): string[] {
  const bracket = /\(([^)]+)\)/.exec(name)?.[1];
  const withoutBracket = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const candidates = [name, withoutBracket, bracket, id.replace(/-/g, ' ')];
  return [...new Set(candidates.filter((c): c is string => c !== undefined && c.length >= 2))];
}

/**
 * The ids whose names occur in the text. Longer names are matched first and hide their
 * words from shorter ones, so "React Native" is not also "React".
 */
export function matchNames(
  text: string,
  entries: readonly { id: string; name: string }[],
): string[] {
  const terms: Term[] = entries.flatMap((entry) =>
    spellings(entry.id, entry.name).map((term) => ({ id: entry.id, term })),
  );
  terms.sort((a, b) => b.term.length - a.term.length);
  let masked = text;
  const found: { id: string; index: number }[] = [];
  for (const { id, term } of terms) {
    masked = masked.replace(wordPattern(term), (match, index: number) => {
      if (!found.some((entry) => entry.id === id)) found.push({ id, index });
      return ' '.repeat(match.length);
    });
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.id);
}

export function matchSkills(text: string, catalogue: ExtractionCatalogue): string[] {
  return matchNames(text, catalogue.skills);
}

/**
 * The service named in the text, else the one most of the found skills are sold under
 * (the catalogue's order breaks ties).
 */
export function matchService(
  text: string,
  catalogue: ExtractionCatalogue,
  skillIds: readonly string[],
): string | null {
  const named = matchNames(text, catalogue.services);
  if (named[0] !== undefined) return named[0];
  const votes = new Map<string, number>();
  for (const skillId of skillIds) {
    const skill = catalogue.skills.find((entry) => entry.id === skillId);
    for (const serviceId of skill?.serviceIds ?? []) {
      votes.set(serviceId, (votes.get(serviceId) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  for (const service of catalogue.services) {
    const count = votes.get(service.id) ?? 0;
    if (count > 0 && (best === null || count > (votes.get(best) ?? 0))) best = service.id;
  }
  return best;
}
