/** The rule-based reading of free text into a data type's fields (docs/custom-data.md#rules). */
import type { DataType, DataTypeField, ExtractedValue } from '@mp/contracts';
import { escapeRegExp, findDates, labelledValue, wordPattern } from './text-rules';

/** `launchBy` → `launch by`. */
function keyWords(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function labelsOf(field: DataTypeField): string[] {
  return [field.label, keyWords(field.key)];
}

const YES = /^(?:yes|y|true|already|done|arranged|have|got)\b/i;
const NO = /^(?:no|n|false|none|not)\b/i;

function readNumber(text: string, field: DataTypeField): number | undefined {
  const labelled = labelledValue(text, labelsOf(field));
  const fromLabel = labelled === null ? null : /-?\d+(?:\.\d+)?/.exec(labelled.replace(/,/g, ''));
  if (fromLabel) return Number(fromLabel[0]);
  // "5 pages" for a field labelled "Number of pages": a number before the label's last word.
  const lastWord = field.label.toLowerCase().split(/\s+/).pop() ?? '';
  if (lastWord.length < 3) return undefined;
  const stem = lastWord.replace(/s$/, '');
  const counted = new RegExp(`(\\d+)\\s+(?:[\\p{L}-]+\\s+)?${escapeRegExp(stem)}s?\\b`, 'iu').exec(
    text,
  );
  return counted ? Number(counted[1]) : undefined;
}

function readDate(text: string, field: DataTypeField): string | undefined {
  const labelled = labelledValue(text, labelsOf(field));
  if (labelled !== null) return findDates(labelled)[0]?.value;
  for (const label of labelsOf(field)) {
    const at = text.toLowerCase().indexOf(label.toLowerCase());
    if (at === -1) continue;
    const after = findDates(text.slice(at, at + label.length + 40))[0];
    if (after) return after.value;
  }
  return undefined;
}

function readSelect(text: string, field: DataTypeField): string | undefined {
  const labelled = labelledValue(text, labelsOf(field));
  const options = field.options ?? [];
  const source = labelled ?? text;
  return options.find((option) => wordPattern(option, 'i').test(source));
}

function readBoolean(text: string, field: DataTypeField): boolean | undefined {
  const labelled = labelledValue(text, labelsOf(field));
  if (labelled === null) return undefined;
  if (YES.test(labelled)) return true;
  if (NO.test(labelled)) return false;
  return undefined;
}

function readUrl(text: string, field: DataTypeField, urlFields: number): string | undefined {
  const labelled = labelledValue(text, labelsOf(field));
  const source = labelled ?? (urlFields === 1 ? text : '');
  return /\bhttps?:\/\/[^\s<>"')]+/i.exec(source)?.[0];
}

function readText(text: string, field: DataTypeField): string | undefined {
  const value = labelledValue(text, labelsOf(field));
  return value === null ? undefined : value.slice(0, field.kind === 'textarea' ? 5000 : 500);
}

function readField(
  text: string,
  field: DataTypeField,
  urlFields: number,
): ExtractedValue | undefined {
  switch (field.kind) {
    case 'number':
      return readNumber(text, field);
    case 'date':
      return readDate(text, field);
    case 'select':
      return readSelect(text, field);
    case 'boolean':
      return readBoolean(text, field);
    case 'url':
      return readUrl(text, field, urlFields);
    case 'text':
    case 'textarea':
      return readText(text, field);
    case 'file':
      return undefined;
  }
}

export function readDataType(text: string, dataType: DataType): Record<string, ExtractedValue> {
  const urlFields = dataType.fields.filter((field) => field.kind === 'url').length;
  const values: Record<string, ExtractedValue> = {};
  for (const field of dataType.fields) {
    const value = readField(text, field, urlFields);
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}
