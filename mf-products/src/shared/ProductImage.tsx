import type { FileRef } from '@mp/contracts';
import { useStoredFileUrl } from '@mp/remote-kit';
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
