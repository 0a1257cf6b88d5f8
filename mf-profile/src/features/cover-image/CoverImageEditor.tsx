import { useId, useState } from 'react';
import type { Me, PublicProfile } from '@mp/contracts';
import { PendingUploadItem, readError, useApi, useUploadQueue } from '@mp/remote-kit';
import { Button, Card, ConfirmDialog } from '@mp/ui';
import { CoverBanner } from '../../shared/CoverBanner';
import { useProfileT } from '../../shared/useProfileT';
import { COVER_ACCEPT, checkCoverFile, removeCover, uploadCover, type CoverTarget } from './api';

/**
 * The profile's cover image (docs/users.md#cover-image): upload (with progress), replace or
 * remove it; `target` names another user's profile when an administrator edits on behalf.
 */
export function CoverImageEditor({
  profile,
  target = {},
  onSaved,
}: {
  profile: PublicProfile;
  target?: CoverTarget;
  onSaved: (me: Me) => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const fileId = useId();
  const [confirming, setConfirming] = useState(false);
  const { pending, input, choose, uploading } = useUploadQueue<Me>({
    check: checkCoverFile,
    upload: (client, uploaderId, file, onProgress) =>
      uploadCover(client, uploaderId, file, target, onProgress),
    onUploaded: onSaved,
    onBusyChange: () => undefined,
  });
  const cover = profile.coverImageProfile;

  return (
    <Card heading={t('cover.heading')} headingLevel={3}>
      {cover ? (
        <CoverBanner fileKey={cover} name={profile.name} />
      ) : (
        <p className="mp-field__hint">{t('cover.none')}</p>
      )}
      <p className="mp-field__hint">{t('cover.hint')}</p>
      <label className="mp-field__label" htmlFor={fileId}>
        {t(cover ? 'cover.replace' : 'cover.choose')}
      </label>
      <input
        id={fileId}
        ref={input}
        type="file"
        accept={COVER_ACCEPT}
        disabled={uploading > 0}
        onChange={(event) => void choose(event.target.files, 1)}
      />
      <ul className="mp-profile__uploads" aria-live="polite">
        {pending.map((item) => (
          <PendingUploadItem
            key={item.id}
            item={item}
            uploadingLabel={(name) => t('cover.uploading', { name })}
            problemText={(problem) => t(`cover.uploadProblems.${problem}`)}
          />
        ))}
      </ul>
      {cover && (
        <Button variant="link" disabled={uploading > 0} onClick={() => setConfirming(true)}>
          {t('cover.remove')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('cover.removeTitle')}
        description={t('cover.removeText')}
        confirmLabel={t('cover.remove')}
        cancelLabel={t('cover.cancel')}
        busyLabel={t('cover.removing')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          onSaved(await removeCover(api, target));
          setConfirming(false);
        }}
        describeFailure={(error) => ({
          message:
            readError(error).kind === 'network' ? t('errors.network') : t('cover.removeFailed'),
        })}
      />
    </Card>
  );
}
