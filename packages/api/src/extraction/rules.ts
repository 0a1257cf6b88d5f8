/** The built-in extractor: rules over the text and the tenant's catalogue, no network. */
import { readDataType } from './rules-data-type';
import { readFreelancer } from './rules-freelancer';
import { readJob } from './rules-job';
import type { Extractor } from './types';

export function createRuleExtractor(): Extractor {
  return {
    kind: 'rules',
    extractJob: (text, catalogue) => Promise.resolve(readJob(text, catalogue)),
    extractFreelancer: (text, catalogue) => Promise.resolve(readFreelancer(text, catalogue)),
    extractDataType: (text, dataType) => Promise.resolve(readDataType(text, dataType)),
  };
}
