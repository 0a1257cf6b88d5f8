import { useStoredFileUrl } from '@mp/remote-kit';
import { useProfileT } from './useProfileT';

/**
 * A profile's cover image as a banner (docs/users.md#cover-image): a fixed 4:1 frame, so the
 * page does not move when the image arrives.
 */
export function CoverBanner({ fileKey, name }: { fileKey: string; name: string }) {
  const { t } = useProfileT();
  const url = useStoredFileUrl(fileKey);
  return (
    <div className="mp-profile__cover" aria-busy={url === null || undefined}>
      {url && (
        <img
          className="mp-profile__cover-image"
          src={url}
          alt={t('cover.alt', { name })}
          width={1200}
          height={300}
        />
      )}
    </div>
  );
}
