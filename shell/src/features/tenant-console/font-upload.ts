/**
 * Uploading a font file for a local font face (docs/tenant-console.md#fonts): checked here by
 * name and size for a quick answer; the API decides by the bytes (docs/files.md#fonts).
 */
import {
  FONT_FILE_FORMATS,
  FONT_FILE_KEY_PREFIX,
  MAX_FONT_FILE_BYTES,
  type ApiClient,
  type FontFileContentType,
  type TenantConfig,
  type TenantFont,
} from '@mp/contracts';
import { uploadKey } from '@mp/remote-kit';

const TYPE_BY_EXTENSION: Readonly<Record<string, FontFileContentType>> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/** What the file input offers. */
export const FONT_FILE_ACCEPT = '.woff2,.woff,.ttf,.otf';

/** The content type of a font file by its name, or null for anything else. */
export function fontContentType(fileName: string): FontFileContentType | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? null;
}

export type FontFileProblem = 'type' | 'size';

/** Why the file cannot be a font file, or null when it may be sent. */
export function fontFileProblem(file: Pick<File, 'name' | 'size'>): FontFileProblem | null {
  if (fontContentType(file.name) === null) return 'type';
  return file.size > MAX_FONT_FILE_BYTES ? 'size' : null;
}

/** Stores the file under `fonts/…` and answers its key and the face's format. */
export async function uploadFontFile(
  http: Pick<ApiClient, 'upload'>,
  uploaderId: string,
  file: File,
): Promise<{ fileKey: string; format: TenantFont['format'] }> {
  const contentType = fontContentType(file.name);
  if (contentType === null) throw new Error(`${file.name} is not a font file`);
  const stored = await http.upload({
    key: uploadKey(FONT_FILE_KEY_PREFIX.replace(/\/$/, ''), uploaderId, file.name),
    contentType,
    file,
    metadata: { purpose: 'font', name: file.name },
  });
  return { fileKey: stored.key, format: FONT_FILE_FORMATS[contentType] };
}

function withFont(
  config: TenantConfig,
  index: number,
  edit: (font: TenantFont) => TenantFont,
): TenantConfig {
  const fontsList = config.styling.fontsList.map((font, at) => (at === index ? edit(font) : font));
  return { ...config, styling: { ...config.styling, fontsList } };
}

/** Makes the face a local font served from its uploaded file, in the file's format. */
export function setFontFile(
  config: TenantConfig,
  index: number,
  uploaded: { fileKey: string; format: TenantFont['format'] },
): TenantConfig {
  return withFont(config, index, ({ url: _url, ...font }) => ({
    ...font,
    type: 'local',
    fileKey: uploaded.fileKey,
    ...(uploaded.format ? { format: uploaded.format } : {}),
  }));
}

/** Detaches the uploaded file: the face is an installed local font again (the file stays stored). */
export function clearFontFile(config: TenantConfig, index: number): TenantConfig {
  return withFont(config, index, ({ fileKey: _key, format: _format, ...font }) => font);
}
