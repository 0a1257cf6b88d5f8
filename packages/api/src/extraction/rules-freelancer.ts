/** The rule-based reading of a CV or a freelancer's bio (docs/custom-data.md#rules). */
import type { ExtractedEducation, ExtractedExperience, ExtractedFreelancer } from '@mp/contracts';
import { matchSkills } from './catalogue-match';
import { readLocation } from './rules-location';
import { findAmounts, isHourly, linesOf, PERIOD_PATTERN, readMonthYear } from './text-rules';
import type { ExtractionCatalogue } from './types';

const NAME = /^[A-Z\p{Lu}][\p{L}'’-]+(?:\s+[A-Z\p{Lu}][\p{L}'’.-]+){1,3}$/u;
const HEADING =
  /^(?:(?:work\s+|professional\s+)?experience|employment(?:\s+history)?|work history|career|education|qualifications|skills|languages|interests|references|summary|profile|about me|contact|certifications?|projects)\s*:?$/i;
const EXPERIENCE_HEADING =
  /^(?:(?:work\s+|professional\s+)?experience|employment(?:\s+history)?|work history|career)\s*:?$/i;
const EDUCATION_HEADING = /^(?:education|qualifications)\s*:?$/i;
const CONTACT_LINE = /@|https?:\/\/|www\.|\+?\d[\d\s()-]{7,}/;

function readName(lines: readonly string[]): string | undefined {
  const first = lines[0];
  return first !== undefined && NAME.test(first) && !HEADING.test(first) ? first : undefined;
}

function readTitle(text: string, lines: readonly string[], hasName: boolean): string | undefined {
  const said =
    /\bI(?:'m| am) an?\s+([^.,;\n]{3,80}?)(?=\s+(?:with|based|who|from|in)\b|[.,;\n]|$)/i.exec(
      text,
    );
  if (said?.[1]) return said[1].trim();
  const second = hasName ? lines[1] : undefined;
  if (second === undefined || second.length > 80 || HEADING.test(second)) return undefined;
  return CONTACT_LINE.test(second) || /[.!?]$/.test(second) ? undefined : second;
}

function readRate(text: string): number | undefined {
  return findAmounts(text).find(isHourly)?.minor;
}

/** The lines under a heading, up to the next heading. */
function section(lines: readonly string[], heading: RegExp): string[] {
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) return [];
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => HEADING.test(line));
  return end === -1 ? rest : rest.slice(0, end);
}

interface PeriodEntry {
  head: string;
  tail: string | undefined;
  from: string | undefined;
  to: string | undefined;
}

/** Each line with a period (`2019 – Present`) starts an entry: "Title at Place" or "Title, Place". */
function periodEntries(lines: readonly string[]): PeriodEntry[] {
  const entries: PeriodEntry[] = [];
  for (const [index, line] of lines.entries()) {
    const period = PERIOD_PATTERN.exec(line);
    if (period === null) continue;
    let rest = line
      .replace(period[0], '')
      .replace(/[\s,|()–—-]+$/, '')
      .replace(/^[\s,|()–—-]+/, '');
    if (rest === '') rest = lines[index - 1] ?? '';
    const [head, tail] = splitRole(rest);
    const to = /present|now|current|today/i.test(period[2] ?? '')
      ? undefined
      : readMonthYear(period[2] ?? '');
    entries.push({
      head,
      tail,
      from: readMonthYear(period[1] ?? '') ?? undefined,
      to: to ?? undefined,
    });
  }
  return entries.filter((entry) => entry.head !== '');
}

function splitRole(text: string): [string, string | undefined] {
  const parts = text.split(/\s+at\s+|\s*[,|–—]\s*|\s+-\s+/i).map((part) => part.trim());
  const head = parts[0] ?? '';
  const tail = parts.slice(1).find((part) => part !== '');
  return [head, tail];
}

function readExperience(lines: readonly string[]): ExtractedExperience[] {
  return periodEntries(section(lines, EXPERIENCE_HEADING)).map((entry) =>
    withoutUndefined({
      title: entry.head,
      organisation: entry.tail,
      from: entry.from,
      to: entry.to,
    }),
  );
}

function readEducation(lines: readonly string[]): ExtractedEducation[] {
  return periodEntries(section(lines, EDUCATION_HEADING)).map((entry) =>
    withoutUndefined({
      qualification: entry.head,
      institution: entry.tail,
      from: entry.from,
      to: entry.to,
    }),
  );
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function readFreelancer(text: string, catalogue: ExtractionCatalogue): ExtractedFreelancer {
  const lines = linesOf(text);
  const name = readName(lines);
  const skills = matchSkills(text, catalogue);
  const experience = readExperience(lines);
  const education = readEducation(lines);
  return withoutUndefined({
    name,
    title: readTitle(text, lines, name !== undefined),
    hourlyRate: readRate(text),
    skills: skills.length > 0 ? skills : undefined,
    location: readLocation(text, catalogue),
    experience: experience.length > 0 ? experience : undefined,
    education: education.length > 0 ? education : undefined,
  });
}
