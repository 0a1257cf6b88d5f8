/** CV parsing calls (docs/users.md#cv-parsing): upload, start, read the latest parse. */
import {
  MAX_DOCUMENT_BYTES,
  latestCvParse,
  startCvParse,
  type ApiClient,
  type CvParseJob,
  type UploadProgress,
} from '@mp/contracts';
import { checkChosenFile, storeChosenFile, type UploadProblem } from '@mp/remote-kit';
const CV_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** What the file input offers: PDF and DOCX. */
export const CV_ACCEPT = `.pdf,.docx,${CV_TYPES.join(',')}`;

/** Why a chosen file cannot be parsed, before anything is sent; null when it can. */
export function checkCvFile(file: File): UploadProblem | null {
  return checkChosenFile(file, [{ contentTypes: CV_TYPES, maxBytes: MAX_DOCUMENT_BYTES }]);
}

/** Uploads the CV under cv/ (signed, with progress) and starts its parse; answers the job id. */
export async function uploadAndParse(
  api: ApiClient,
  userId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<string> {
  const stored = await storeChosenFile(
    api,
    { folder: 'cv', userId, purpose: 'cv-parse', file },
    onProgress,
  );
  const started = await api.call(startCvParse, { body: { key: stored.key } });
  return started.jobId;
}

export async function loadLatestParse(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CvParseJob | null> {
  return (await api.call(latestCvParse, { signal })).job;
}

/** The shell reloads the page after a successful parse when this is '1' (docs/shell.md). */
export const CV_AUTO_REFRESH_KEY = 'mp.cvParse.autoRefresh';
/** The last parse the user confirmed or discarded, so a reload does not offer it again. */
export const CV_REVIEWED_KEY = 'mp.cvParse.reviewed';

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readFlag(kind: 'session' | 'local', key: string): string | null {
  return storage(kind)?.getItem(key) ?? null;
}

export function writeFlag(kind: 'session' | 'local', key: string, value: string | null): void {
  const store = storage(kind);
  if (value === null) store?.removeItem(key);
  else store?.setItem(key, value);
}
