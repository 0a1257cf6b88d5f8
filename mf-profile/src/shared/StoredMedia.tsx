import { useEffect, useState } from 'react';
import { useApi, useArea } from '@mp/remote-kit';

/**
 * An object URL of a stored file, or null while it loads or when it cannot be read. Files are
 * fetched through the files calls (public when signed out), which need the tenant header an
 * `<img src>` cannot send.
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
      setUrl(null);
    };
  }, [api, key, user]);
  return url;
}

/** A stored image; a plain frame keeps the layout until it arrives. */
export function StoredImage({ fileKey, alt }: { fileKey: string; alt: string }) {
  const url = useStoredFileUrl(fileKey);
  if (!url) return <span className="mp-profile__media-frame" aria-hidden="true" />;
  return <img className="mp-profile__media" src={url} alt={alt} />;
}

/** A stored video with the browser's controls, once its file is fetched. */
export function StoredVideo({ fileKey, label }: { fileKey: string; label: string }) {
  const url = useStoredFileUrl(fileKey);
  if (!url) return <span className="mp-profile__media-frame" aria-hidden="true" />;
  return <video className="mp-profile__media" src={url} controls aria-label={label} />;
}
