/** POST /apis/custom-data/extract-with-ai {dataInput, type} (docs/custom-data.md#calls). */
import { ZExtractWithAiBody, ZExtractWithAiResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { loadCatalogue } from './catalogue';
import { EXTRACTION_LIMITS } from './limits';
import { filledKeys, runExtraction } from './run';

export const extractWithAi = definePrivateRoute(endpoints.extractWithAi, {
  summary: "Reads a job description or a CV into a job's or a freelancer's fields",
  description:
    "type 'job' or 'freelancer' (anything else: 400 'Invalid type' naming body.type); dataInput 1 to 20000 characters. Skills and the service are the tenant's own ids. The configured model reads the text, else (or when it fails) the built-in rules; `extractor` says which. `filled` lists the fields found. Nothing is saved.",
  body: ZExtractWithAiBody,
  response: ZExtractWithAiResponse,
  rateLimit: EXTRACTION_LIMITS,
  handler: async ({ tenant, db, body, extractors, log }) => {
    const catalogue = await loadCatalogue(db, tenant.id);
    if (body.type === 'job') {
      const { extractor, value } = await runExtraction(
        extractors,
        log,
        async (reader) => await reader.extractJob(body.dataInput, catalogue),
      );
      return { type: 'job' as const, extractor, fields: value, filled: filledKeys(value) };
    }
    const { extractor, value } = await runExtraction(
      extractors,
      log,
      async (reader) => await reader.extractFreelancer(body.dataInput, catalogue),
    );
    return { type: 'freelancer' as const, extractor, fields: value, filled: filledKeys(value) };
  },
});
