/**
 * What any extractor answers is checked here before it leaves the API: only catalogue ids,
 * only values of the field's kind (docs/custom-data.md#extractors).
 */
import {
  ZExtractedFreelancer,
  ZExtractedJob,
  type DataType,
  type DataTypeField,
  type ExtractedFreelancer,
  type ExtractedJob,
  type ExtractedValue,
} from '@mp/contracts';
import type { ExtractionCatalogue } from './types';

function knownIds(ids: readonly string[] | undefined, known: readonly { id: string }[]) {
  if (ids === undefined) return undefined;
  const kept = [...new Set(ids)].filter((id) => known.some((entry) => entry.id === id));
  return kept.length > 0 ? kept.slice(0, 50) : undefined;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== ''),
  ) as T;
}

export function sanitiseJob(raw: unknown, catalogue: ExtractionCatalogue): ExtractedJob {
  const parsed = ZExtractedJob.safeParse(raw);
  if (!parsed.success) throw new Error(`The extractor answered no job: ${parsed.error.message}`);
  const job = parsed.data;
  const serviceKnown = catalogue.services.some((service) => service.id === job.serviceId);
  const dated = (value: string | undefined) =>
    value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  return dropUndefined({
    ...job,
    title: job.title?.slice(0, 200),
    description: job.description?.slice(0, 20_000),
    serviceId: serviceKnown ? job.serviceId : undefined,
    skills: knownIds(job.skills, catalogue.skills),
    cycleDuration: job.contractType === 2 ? (job.cycleDuration ?? 'month') : undefined,
    startDate: dated(job.startDate),
    dueDate: dated(job.dueDate),
  });
}

export function sanitiseFreelancer(
  raw: unknown,
  catalogue: ExtractionCatalogue,
): ExtractedFreelancer {
  const parsed = ZExtractedFreelancer.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`The extractor answered no profile: ${parsed.error.message}`);
  }
  const profile = parsed.data;
  return dropUndefined({
    ...profile,
    name: profile.name?.slice(0, 120),
    title: profile.title?.slice(0, 200),
    skills: knownIds(profile.skills, catalogue.skills),
    experience: profile.experience?.slice(0, 30),
    education: profile.education?.slice(0, 30),
  });
}

function fitsField(field: DataTypeField, value: unknown): value is ExtractedValue {
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'select':
      return typeof value === 'string' && (field.options ?? []).includes(value);
    case 'url':
      return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);
    case 'text':
    case 'textarea':
      return typeof value === 'string' && value.trim() !== '' && value.length <= 5000;
    case 'file':
      return false;
  }
}

/** Only the data type's own keys, each with a value of its kind. */
export function sanitiseValues(raw: unknown, dataType: DataType): Record<string, ExtractedValue> {
  if (typeof raw !== 'object' || raw === null) return {};
  const values: Record<string, ExtractedValue> = {};
  for (const field of dataType.fields) {
    const value = (raw as Record<string, unknown>)[field.key];
    if (fitsField(field, value)) values[field.key] = value;
  }
  return values;
}
