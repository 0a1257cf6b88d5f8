/** Runs the configured extractor, falling back to the rules when the model fails. */
import type { ExtractorKind } from '@mp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Extractor, Extractors } from '../../extraction';

export async function runExtraction<T>(
  extractors: Extractors,
  log: FastifyBaseLogger,
  read: (extractor: Extractor) => Promise<T>,
): Promise<{ extractor: ExtractorKind; value: T }> {
  const { primary, fallback } = extractors;
  if (primary === fallback) return { extractor: fallback.kind, value: await read(fallback) };
  try {
    return { extractor: primary.kind, value: await read(primary) };
  } catch (error) {
    // The model is optional help: its failure must not fail the user's form.
    log.warn({ err: error }, 'extraction model failed; the rules read the text instead');
    return { extractor: fallback.kind, value: await read(fallback) };
  }
}

/** The keys of an extraction that hold a value. */
export function filledKeys(values: object): string[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}
