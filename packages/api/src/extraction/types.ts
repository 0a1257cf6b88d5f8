import type {
  DataType,
  ExtractedFreelancer,
  ExtractedJob,
  ExtractedValue,
  ExtractorKind,
} from '@mp/contracts';

/** What of the tenant an extraction may name: its skills and services (docs/custom-data.md). */
export interface ExtractionCatalogue {
  skills: readonly { id: string; name: string; serviceIds: readonly string[] }[];
  services: readonly { id: string; name: string; slug: string }[];
}

/**
 * Reads free text into fields. Every answer holds only what was found, and only ids of the
 * catalogue given (docs/custom-data.md#extractors).
 */
export interface Extractor {
  readonly kind: ExtractorKind;
  extractJob(text: string, catalogue: ExtractionCatalogue): Promise<ExtractedJob>;
  extractFreelancer(text: string, catalogue: ExtractionCatalogue): Promise<ExtractedFreelancer>;
  extractDataType(text: string, dataType: DataType): Promise<Record<string, ExtractedValue>>;
}
