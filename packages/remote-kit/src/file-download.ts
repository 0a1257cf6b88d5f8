import { useEffect, useState } from 'react';
import type { FileRef } from '@mp/contracts';
import { useApi, useArea } from './area-context';

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

/**
 * An object URL of a stored file, or null while it loads or when it cannot be read. Files are
 * fetched through the files calls (public when signed out), which need the tenant header an
 * `<img src>` cannot send (docs/files.md).
 */
export function useStoredFileUrl(key: string | undefined): string | null {
  const api = useApi();
  const { user } = useArea();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!key || typeof URL.createObjectURL !== 'function') return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    api.download(key, { public: user === null, signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => setUrl(null),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      // The revoked address must not stay on screen while the next file loads.
      setUrl(null);
    };
  }, [api, key, user]);
  return url;
}
