import { useEffect, useState } from 'react';
import type { FileRef } from '@mp/contracts';
import { useApi, useArea } from '@mp/remote-kit';
import { cx } from '@mp/ui';

/**
 * A stored product image, fetched through the files calls (public while the product is live,
 * signed for the seller and administrators: docs/products.md#media). Until it arrives, or when
 * it cannot be read, a plain frame keeps the layout.
 */
export function ProductImage({
  file,
  alt,
  className,
}: {
  file: FileRef | undefined;
  alt: string;
  className?: string;
}) {
  const url = useStoredFileUrl(file?.key);
  if (!url) return <span className={cx('mp-products__image', className)} aria-hidden="true" />;
  return <img className={cx('mp-products__image', className)} src={url} alt={alt} />;
}

/** A product video with the browser's controls, once its file is fetched. */
export function ProductVideo({ file, label }: { file: FileRef; label: string }) {
  const url = useStoredFileUrl(file.key);
  if (!url) return <span className="mp-products__image" aria-hidden="true" />;
  return <video className="mp-products__video" src={url} controls aria-label={label} />;
}

/** An object URL of a stored file, or null while it loads or when it cannot be read. */
function useStoredFileUrl(key: string | undefined): string | null {
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
