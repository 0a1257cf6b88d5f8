/** Deterministic composing helpers: suggested tasks for a job, and a freelancer's introduction. */
import { CONTRACT_TYPE, type ProposalTaskInput } from '@mp/contracts';
import type { JobRow } from '../jobs';

/**
 * Pay by task: a known budget is split into a first delivery (half, rounded to a whole minor
 * unit) and the final delivery (the rest); an unknown budget (-1, -2) gives one task of amount 0
 * for the freelancer to price. Amounts are minor units (docs/payments.md#amounts).
 * Pay by week/month: one task for the first cycle, at the budget when it is known.
 */
export function suggestedTasks(
  job: Pick<JobRow, 'title' | 'budget' | 'contract_type' | 'cycle_duration'>,
): ProposalTaskInput[] {
  const known = job.budget >= 0;
  if (job.contract_type === CONTRACT_TYPE.payByWeekOrMonth) {
    const cycle = job.cycle_duration === 'month' ? 'Month' : 'Week';
    return [
      {
        title: `${cycle} 1: ${job.title}`.slice(0, 200),
        description: `Work on "${job.title}" during the first ${cycle.toLowerCase()}.`,
        amount: known ? job.budget : 0,
        dueDate: null,
      },
    ];
  }
  if (!known || job.budget === 0) {
    return [
      {
        title: job.title.slice(0, 200),
        description: `Deliver "${job.title}".`,
        amount: 0,
        dueDate: null,
      },
    ];
  }
  const first = Math.round(job.budget / 2);
  return [
    {
      title: `First delivery: ${job.title}`.slice(0, 200),
      description: 'A first version to review together.',
      amount: first,
      dueDate: null,
    },
    {
      title: `Final delivery: ${job.title}`.slice(0, 200),
      description: 'The finished work, with the changes agreed after the review.',
      amount: job.budget - first,
      dueDate: null,
    },
  ];
}

export interface IntroductionSource {
  name: string;
  title: string;
  skills: readonly string[];
  services: readonly string[];
  referenceTypes: readonly string[];
  referencesCount: number;
  jobTitle: string | null;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The introduction text, sentence by sentence from what the profile holds. */
export function composeIntroduction(source: IntroductionSource): string {
  const sentences: string[] = [];
  const firstName = source.name.trim().split(/\s+/)[0] ?? source.name;
  sentences.push(
    source.title.trim()
      ? `Hello, I'm ${firstName}, ${source.title.trim()}.`
      : `Hello, I'm ${firstName}.`,
  );
  if (source.jobTitle !== null) {
    sentences.push(`I would be glad to work on "${source.jobTitle}".`);
  }
  if (source.services.length > 0) sentences.push(`I offer ${list(source.services)}.`);
  if (source.skills.length > 0) sentences.push(`My skills include ${list(source.skills)}.`);
  if (source.referencesCount > 0) {
    const kinds = source.referenceTypes.length > 0 ? ` (${list(source.referenceTypes)})` : '';
    const noun = source.referencesCount === 1 ? 'reference' : 'references';
    sentences.push(`I can share ${source.referencesCount} ${noun}${kinds} from past work.`);
  }
  sentences.push('I look forward to hearing from you.');
  return sentences.join(' ');
}
