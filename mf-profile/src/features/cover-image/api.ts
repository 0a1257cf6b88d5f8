import {
  COVER_IMAGE_CONTENT_TYPES,
  MAX_DOCUMENT_BYTES,
  updateFreelancerProfile,
  type ApiClient,
  type Me,
  type UploadProgress,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { checkChosenFile, storeChosenFile, type UploadProblem } from '@mp/remote-kit';

/** What the file input offers: jpeg, jpg, png or gif (docs/users.md#cover-image). */
export const COVER_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/** Why a chosen file cannot be a cover image, before anything is sent; null when it can. */
export function checkCoverFile(file: File): UploadProblem | null {
  return checkChosenFile(file, [
    { contentTypes: COVER_IMAGE_CONTENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES },
  ]);
}

/** Whose profile the cover belongs to: the caller's own, or (administrators) another's. */
export interface CoverTarget {
  onBehalfOfUserId?: string;
}

function saveCover(api: ApiClient, key: string | null, target: CoverTarget): Promise<Me> {
  return api.call(updateFreelancerProfile, {
    body: { type: 'pictures', data: { coverImageProfile: key }, ...target },
  });
}

/** Uploads the image (signed, with progress) and makes it the profile's cover. */
export async function uploadCover(
  api: ApiClient,
  uploaderId: string,
  file: File,
  target: CoverTarget,
  onProgress: (progress: UploadProgress) => void,
): Promise<Me> {
  const stored = await storeChosenFile(
    api,
    { folder: 'covers', userId: uploaderId, purpose: 'cover', file },
    onProgress,
  );
  const me = await saveCover(api, stored.key, target);
  if (target.onBehalfOfUserId === undefined)
    eventBus.emit('profile:changed', { userId: me.userId });
  return me;
}

/** Removes the cover; the image stays the uploader's, private again. */
export function removeCover(api: ApiClient, target: CoverTarget): Promise<Me> {
  return saveCover(api, null, target);
}
