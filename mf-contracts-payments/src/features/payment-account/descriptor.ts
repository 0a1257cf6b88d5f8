import { STATEMENT_DESCRIPTOR_RULE } from '@mp/contracts';

export type DescriptorProblem = 'tooShort' | 'tooLong' | 'forbidden' | 'needsLetter';

/** The rule of zStatementDescriptor, with one problem to show (the first that applies). */
export function checkDescriptor(value: string): DescriptorProblem | null {
  const trimmed = value.trim();
  if (trimmed.length < STATEMENT_DESCRIPTOR_RULE.min) return 'tooShort';
  if (trimmed.length > STATEMENT_DESCRIPTOR_RULE.max) return 'tooLong';
  if (STATEMENT_DESCRIPTOR_RULE.forbidden.test(trimmed)) return 'forbidden';
  if (!STATEMENT_DESCRIPTOR_RULE.needsLetter.test(trimmed)) return 'needsLetter';
  return null;
}
