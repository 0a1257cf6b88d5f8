import { useStoredFileUrl } from '@mp/remote-kit';

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
