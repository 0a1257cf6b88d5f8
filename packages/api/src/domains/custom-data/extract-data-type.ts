/** POST /apis/custom-data/extract/{name} {text, s3File} (docs/custom-data.md#calls). */
import {
  ZExtractDataTypeBody,
  ZExtractDataTypeParams,
  ZExtractDataTypeResponse,
  endpoints,
  type ExtractDataTypeBody,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { fileErrors, findFile, mayRead, storedText } from '../files';
import { requireDataType } from './data-types';
import { EXTRACTION_LIMITS } from './limits';
import { filledKeys, runExtraction } from './run';

/** The stored text of a file the caller may read (a file of another tenant is never found). */
async function fileText(db: Queryable, caller: Caller, key: string): Promise<string> {
  const file = await findFile(db, caller.tenantId, key);
  if (file === null || !(await mayRead(db, caller, file))) throw fileErrors.notFound();
  const text = await storedText(db, caller.tenantId, key);
  if (text === '') {
    throw httpErrors.unprocessable('The file has no text to read', [
      { path: 'body.s3File.key', message: 'was uploaded without its text' },
    ]);
  }
  return text;
}

async function sourceText(db: Queryable, caller: Caller, body: ExtractDataTypeBody) {
  const parts = [body.text ?? ''];
  if (body.s3File !== undefined) parts.push(await fileText(db, caller, body.s3File.key));
  return parts.filter((part) => part !== '').join('\n\n');
}

export const extractCustomData = definePrivateRoute(endpoints.extractCustomData, {
  summary: "Reads text, or an uploaded file's text, into one data type's fields",
  description:
    "`name` is the data type's id or name: 404 DATA_TYPE_NOT_FOUND when the tenant has none; 403 FORBIDDEN when the caller's role does not fill it (freelancers fill freelancer data, customers job data). s3File is a file the caller may read, its text as uploaded (404 FILE_NOT_FOUND otherwise; 422 naming body.s3File.key when it has no text). Nothing is saved.",
  params: ZExtractDataTypeParams,
  body: ZExtractDataTypeBody,
  response: ZExtractDataTypeResponse,
  rateLimit: EXTRACTION_LIMITS,
  handler: async ({ tenant, db, caller, params, body, extractors, log }) => {
    const dataType = requireDataType(tenant.datatypes, params.name, caller);
    const text = await sourceText(db, caller, body);
    const { extractor, value } = await runExtraction(
      extractors,
      log,
      async (reader) => await reader.extractDataType(text, dataType),
    );
    return {
      extractor,
      result: {
        dataTypeId: dataType.id,
        name: dataType.name,
        values: value,
        filled: filledKeys(value),
      },
    };
  },
});
