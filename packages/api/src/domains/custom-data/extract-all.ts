/** POST /apis/custom-data/extract/all {text}: every data type the caller fills (docs/custom-data.md#calls). */
import { ZExtractAllBody, ZExtractAllResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { kindsFor } from './data-types';
import { EXTRACTION_LIMITS } from './limits';
import { filledKeys, runExtraction } from './run';

export const extractAllCustomData = definePrivateRoute(endpoints.extractAllCustomData, {
  summary: "Reads text into every data type of the tenant the caller's role fills",
  description:
    "Freelancers get the tenant's freelancer data types, customers its job data types, administrators both; each with the values found by field key (none saved). text: 1 to 20000 characters.",
  body: ZExtractAllBody,
  response: ZExtractAllResponse,
  rateLimit: EXTRACTION_LIMITS,
  handler: async ({ tenant, caller, body, extractors, log }) => {
    const kinds = kindsFor(caller);
    const dataTypes = tenant.datatypes.filter((dataType) => kinds.includes(dataType.type));
    const { extractor, value } = await runExtraction(extractors, log, (reader) =>
      Promise.all(
        dataTypes.map(async (dataType) => await reader.extractDataType(body.text, dataType)),
      ),
    );
    return {
      extractor,
      results: dataTypes.map((dataType, index) => {
        const values = value[index] ?? {};
        return { dataTypeId: dataType.id, name: dataType.name, values, filled: filledKeys(values) };
      }),
    };
  },
});
