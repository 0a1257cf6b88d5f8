/** The built-in extractor: rules over the text and the tenant's catalogue, no network. */
import { readDataType } from './rules-data-type';
import { readFreelancer } from './rules-freelancer';
import { readJob } from './rules-job';
import { sanitiseFreelancer, sanitiseJob, sanitiseValues } from './sanitize';
import type { Extractor } from './types';

export function createRuleExtractor(): Extractor {
  return {
    kind: 'rules',
    extractJob: (text, catalogue) =>
      Promise.resolve(sanitiseJob(readJob(text, catalogue), catalogue)),
    extractFreelancer: (text, catalogue) =>
      Promise.resolve(sanitiseFreelancer(readFreelancer(text, catalogue), catalogue)),
    extractDataType: (text, dataType) =>
      Promise.resolve(sanitiseValues(readDataType(text, dataType), dataType)),
  };
}
