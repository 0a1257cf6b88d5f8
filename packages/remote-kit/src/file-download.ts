import { useState } from 'react';
import type { FileRef } from '@mp/contracts';
import { useApi } from './area-context';

/** Hands a fetched file to the browser as a download under its original name. */
export function saveAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface FileDownload {
  /** The key of the file being fetched, or null. */
  busyKey: string | null;
  /** The file whose last download failed, or null. */
  failed: FileRef | null;
  download: (file: FileRef) => Promise<void>;
}

/** Downloads private files through the signed client (docs/files.md), one at a time. */
export function useFileDownload(onError?: (error: unknown) => void): FileDownload {
  const api = useApi();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [failed, setFailed] = useState<FileRef | null>(null);

  const download = async (file: FileRef) => {
    setFailed(null);
    setBusyKey(file.key);
    try {
      saveAs(await api.download(file.key), file.name);
    } catch (error) {
      onError?.(error);
      setFailed(file);
    } finally {
      setBusyKey(null);
    }
  };

  return { busyKey, failed, download };
}
