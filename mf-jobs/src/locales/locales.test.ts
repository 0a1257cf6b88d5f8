import { CONTRACT_TYPE_LABELS } from '@mp/contracts';
import en from './en/jobs.json';

// Keys, placeholders and use in every language: packages/devtools/src/locales.test.ts; the
// keys the screens ask for are checked by the compiler against the English file.
it('words the contract type fields in English exactly as the contract constants do', () => {
  expect(en.postJob.contractType).toBe(CONTRACT_TYPE_LABELS.heading);
  expect(en.postJob.ongoingWork).toBe(CONTRACT_TYPE_LABELS.ongoingWork);
  expect(en.postJob.cycleDuration).toBe(CONTRACT_TYPE_LABELS.cycleDuration);
});
