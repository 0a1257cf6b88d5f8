import { CONTRACT_TYPE_LABELS } from '@mp/contracts';
import milestones from './en/milestones.json';

// Keys, placeholders and use in every language: packages/devtools/src/locales.test.ts; the
// keys the screens ask for are checked by the compiler against the English file.
it('words the contract type in English exactly as the contract constants do', () => {
  expect(milestones.contractType.heading).toBe(CONTRACT_TYPE_LABELS.heading);
  expect(milestones.contractType.ongoingWork).toBe(CONTRACT_TYPE_LABELS.ongoingWork);
  expect(milestones.contractType.cycleDuration).toBe(CONTRACT_TYPE_LABELS.cycleDuration);
});
