/** The rule-based reading of a job description (docs/custom-data.md#rules). */
import { CONTRACT_TYPE, JOB_BUDGET_MARKERS, type ExtractedJob } from '@mp/contracts';
import { matchService, matchSkills } from './catalogue-match';
import { readLocation } from './rules-location';
import { capitalise, findAmounts, findDates, isHourly, linesOf } from './text-rules';
import type { ExtractionCatalogue } from './types';

const TITLE_MAX = 100;

/** A short first line that is not a sentence, else "looking for / need a X". */
function readTitle(text: string): string | undefined {
  const lines = linesOf(text);
  const first = lines[0];
  if (
    first !== undefined &&
    lines.length > 1 &&
    first.length <= TITLE_MAX &&
    !/[.!?]$/.test(first)
  ) {
    return first.replace(/^(?:title|job|job title)\s*:\s*/i, '');
  }
  const wanted =
    /\b(?:looking for|need|needs|seeking|hiring|hire)\s+(?:an?\s+|some\s+)?(?:experienced\s+|skilled\s+)?([^.,;:!?\n]{3,80}?)(?=\s+(?:to|who|for|that|with)\b|[.,;:!?\n]|$)/i.exec(
      text,
    );
  return wanted?.[1] ? capitalise(wanted[1].trim()) : undefined;
}

function readBudget(text: string): number | undefined {
  const amounts = findAmounts(text).filter((amount) => !isHourly(amount));
  const budgeted = amounts.find((amount) =>
    /budget|pay|price|cost|up to|around/.test(amount.before),
  );
  const chosen = budgeted ?? amounts[0];
  if (chosen !== undefined) return chosen.minor;
  if (/\bbudget\b[^.\n]{0,40}\b(?:not sure|unsure|don'?t know|tbc|tbd|open)\b/i.test(text)) {
    return JOB_BUDGET_MARKERS.dontKnow;
  }
  return undefined;
}

function readContract(text: string): Pick<ExtractedJob, 'contractType' | 'cycleDuration'> {
  if (/\b(?:per|a|each|every)\s+week\b|\bweekly\b/i.test(text)) {
    return { contractType: CONTRACT_TYPE.payByWeekOrMonth, cycleDuration: 'week' };
  }
  if (/\b(?:per|a|each|every)\s+month\b|\bmonthly\b|\bretainer\b|\bongoing\b/i.test(text)) {
    return { contractType: CONTRACT_TYPE.payByWeekOrMonth, cycleDuration: 'month' };
  }
  if (/\bone[- ]off\b|\bfixed[- ]price\b|\bsingle project\b/i.test(text)) {
    return { contractType: CONTRACT_TYPE.payByTask };
  }
  return {};
}

const START_CUE = /\b(?:start|starting|begin|beginning|from|kick[- ]?off)\b[^.\n]{0,20}$/i;
const DUE_CUE =
  /\b(?:by|deadline|due|finish|finished|done|complete|completed|until|end|launch)\b[^.\n]{0,20}$/i;

function readDates(text: string): Pick<ExtractedJob, 'startDate' | 'dueDate'> {
  const result: Pick<ExtractedJob, 'startDate' | 'dueDate'> = {};
  const unlabelled: string[] = [];
  for (const date of findDates(text)) {
    const before = text.slice(Math.max(0, date.index - 30), date.index);
    if (result.dueDate === undefined && DUE_CUE.test(before)) result.dueDate = date.value;
    else if (result.startDate === undefined && START_CUE.test(before))
      result.startDate = date.value;
    else unlabelled.push(date.value);
  }
  if (result.startDate === undefined && unlabelled[0] !== undefined) {
    result.startDate = unlabelled[0];
  }
  return result;
}

export function readJob(text: string, catalogue: ExtractionCatalogue): ExtractedJob {
  const skills = matchSkills(text, catalogue);
  const serviceId = matchService(text, catalogue, skills);
  const job: ExtractedJob = {
    title: readTitle(text),
    description: text.trim(),
    budget: readBudget(text),
    ...readContract(text),
    serviceId: serviceId ?? undefined,
    skills: skills.length > 0 ? skills : undefined,
    location: readLocation(text, catalogue),
    ...readDates(text),
  };
  return Object.fromEntries(
    Object.entries(job).filter(([, value]) => value !== undefined),
  ) as ExtractedJob;
}
