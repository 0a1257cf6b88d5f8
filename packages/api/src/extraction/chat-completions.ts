/**
 * An extractor over an OpenAI-compatible chat-completions endpoint (docs/custom-data.md#ai):
 * the model is asked for JSON only, and its answer goes through the same checks as the rules'.
 */
import type { DataType } from '@mp/contracts';
import { sanitiseFreelancer, sanitiseJob, sanitiseValues } from './sanitize';
import type { ExtractionCatalogue, Extractor } from './types';

export interface ChatCompletionsConfig {
  /** EXTRACTION_AI_URL: the API's base, e.g. https://api.openai.com/v1 (…/chat/completions is added). */
  url: string;
  /** EXTRACTION_AI_KEY: sent as a bearer token ('' sends none, for local servers). */
  apiKey: string;
  /** EXTRACTION_AI_MODEL. */
  model: string;
  /** EXTRACTION_AI_TIMEOUT_MS. */
  timeoutMs: number;
}

type FetchLike = typeof fetch;

const JOB_SHAPE = `{"title"?: string, "description"?: string, "budget"?: integer minor units (cents/pence) or -1 when unknown, "contractType"?: 1 (pay by task) or 2 (pay by week/month), "cycleDuration"?: "week"|"month", "serviceId"?: one service id, "skills"?: skill ids, "location"?: {"address": string, "remote": boolean}, "startDate"?: "YYYY-MM-DD", "dueDate"?: "YYYY-MM-DD"}`;
const FREELANCER_SHAPE = `{"name"?: string, "title"?: string, "description"?: string, "hourlyRate"?: integer minor units per hour, "skills"?: skill ids, "location"?: {"address": string, "remote": boolean}, "experience"?: [{"title": string, "organisation"?: string, "from"?: "YYYY-MM"|"YYYY", "to"?: "YYYY-MM"|"YYYY"}], "education"?: [{"qualification": string, "institution"?: string, "from"?: string, "to"?: string}]}`;

function catalogueLines(catalogue: ExtractionCatalogue): string {
  const skills = catalogue.skills.map((skill) => `${skill.id}: ${skill.name}`).join('\n');
  const services = catalogue.services.map((service) => `${service.id}: ${service.name}`).join('\n');
  return `Skill ids (use only these):\n${skills}\n\nService ids (use only these):\n${services}`;
}

function dataTypeShape(dataType: DataType): string {
  return dataType.fields
    .filter((field) => field.kind !== 'file')
    .map((field) => {
      const options = field.options ? ` one of ${JSON.stringify(field.options)}` : '';
      return `"${field.key}" (${field.label}): ${field.kind}${options}`;
    })
    .join('\n');
}

const RULES =
  'Read the user text and answer one JSON object only. Leave out every field the text does not state; never guess. Dates as YYYY-MM-DD.';

export function createChatCompletionsExtractor(
  config: ChatCompletionsConfig,
  fetchImpl: FetchLike = fetch,
): Extractor {
  async function ask(instructions: string, text: string): Promise<unknown> {
    const response = await fetchImpl(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey === '' ? {} : { authorization: `Bearer ${config.apiKey}` }),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: `${RULES}\n${instructions}` },
          { role: 'user', content: text },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`The model answered HTTP ${response.status}`);
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('The model answered no message');
    const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
    return JSON.parse(json) as unknown;
  }

  return {
    kind: 'ai',
    extractJob: async (text, catalogue) =>
      sanitiseJob(
        await ask(`Shape: ${JOB_SHAPE}\n\n${catalogueLines(catalogue)}`, text),
        catalogue,
      ),
    extractFreelancer: async (text, catalogue) =>
      sanitiseFreelancer(
        await ask(`Shape: ${FREELANCER_SHAPE}\n\n${catalogueLines(catalogue)}`, text),
        catalogue,
      ),
    extractDataType: async (text, dataType) =>
      sanitiseValues(
        await ask(`Answer an object with these keys:\n${dataTypeShape(dataType)}`, text),
        dataType,
      ),
  };
}
