import { MINUTE_MS, perIp, perTenant, perUser, type RateRule } from '../../http/rate-limit';

/** Generating CVs draws a PDF each time (docs/security.md#rate-limits). */
export const CV_LIMITS: RateRule = {
  name: 'generate-cv',
  limits: [perUser(20, MINUTE_MS), perIp(100, MINUTE_MS), perTenant(2000, MINUTE_MS)],
};

/** Each parse reads a document in a child process (docs/users.md#cv-parsing). */
export const CV_PARSE_LIMITS: RateRule = {
  name: 'parse-cv',
  limits: [perUser(10, MINUTE_MS), perIp(60, MINUTE_MS), perTenant(600, MINUTE_MS)],
};
