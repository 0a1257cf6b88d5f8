/**
 * Files in a conversation (docs/messaging.md#attachments): each picked file is checked here
 * (type and size, so the sender hears why at once), then uploaded under the conversation's key.
 */
import {
  messageAttachmentKey,
  messageAttachmentProblem,
  messageAttachmentType,
  type ApiClient,
  type MessageAttachmentRef,
  type UploadProgress,
} from '@mp/contracts';

export type AttachmentProblem = 'type' | 'size' | 'empty' | 'blocked' | 'failed';

function uploadId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Why a picked file cannot be attached, or null. */
export function checkAttachment(file: File): AttachmentProblem | null {
  return messageAttachmentProblem(file);
}

/** Why an upload failed, as the sender is told. */
export function uploadProblemOf(error: unknown): AttachmentProblem {
  if (error instanceof Error && error.name === 'WAF') return 'blocked';
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return 'size';
  if (status === 400) return 'type';
  return 'failed';
}

/** Uploads one file for the conversation; answers what the message refers to. */
export async function uploadAttachment(
  api: ApiClient,
  channelId: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<MessageAttachmentRef> {
  const stored = await api.upload(
    {
      key: messageAttachmentKey(channelId, uploadId(), file.name),
      contentType: messageAttachmentType(file) ?? file.type,
      file,
      metadata: { purpose: 'message-attachment', name: file.name },
    },
    { onProgress },
  );
  return { key: stored.key, name: file.name.slice(0, 255) };
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
