/** Extraction of free text into fields (docs/custom-data.md). */
import { createChatCompletionsExtractor, type ChatCompletionsConfig } from './chat-completions';
import { createRuleExtractor } from './rules';
import type { Extractor } from './types';

export type { ChatCompletionsConfig } from './chat-completions';
export type { ExtractionCatalogue, Extractor } from './types';
export { createChatCompletionsExtractor } from './chat-completions';
export { createRuleExtractor } from './rules';

export interface ExtractionConfig {
  /** The chat-completions model, when EXTRACTION_AI_URL is set; null: the rules alone. */
  ai: ChatCompletionsConfig | null;
}

export interface Extractors {
  /** The configured extractor (the model when set, else the rules). */
  primary: Extractor;
  /** Always the rules: used when the model fails. */
  fallback: Extractor;
}

export function createExtractors(config: ExtractionConfig): Extractors {
  const rules = createRuleExtractor();
  return {
    primary: config.ai === null ? rules : createChatCompletionsExtractor(config.ai),
    fallback: rules,
  };
}
