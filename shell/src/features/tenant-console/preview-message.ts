/**
 * Checks what the console posts to a framed page (docs/tenant-console.md#live-preview). Kept
 * apart from preview-channel.ts because it holds the zod schemas: only a framed page loads it.
 */
import {
  ZCustomMenus,
  ZFooterSettings,
  ZHeaderStyling,
  ZTenantStyling,
  zAssetUrl,
} from '@mp/contracts';
import { PREVIEW_MESSAGE_TYPE, type PreviewStyling } from './preview-channel';

/** What a message carries, when it comes from the same origin's parent page and is valid. */
export function readPreviewMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  own: { origin: string; parent: unknown },
): PreviewStyling | null {
  if (event.origin !== own.origin || event.source !== own.parent) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== PREVIEW_MESSAGE_TYPE) return null;
  const styling = ZTenantStyling.safeParse(message.styling);
  const header = ZHeaderStyling.optional().safeParse(message.header);
  const customMenus = ZCustomMenus.optional().safeParse(message.customMenus);
  const footer = ZFooterSettings.optional().safeParse(message.footer);
  const headerLogo = zAssetUrl.optional().safeParse(message.headerLogo);
  if (
    !styling.success ||
    !header.success ||
    !customMenus.success ||
    !footer.success ||
    !headerLogo.success
  ) {
    return null;
  }
  return {
    styling: styling.data,
    ...(header.data ? { header: header.data } : {}),
    ...(customMenus.data ? { customMenus: customMenus.data } : {}),
    ...(footer.data ? { footer: footer.data } : {}),
    ...(headerLogo.data ? { headerLogo: headerLogo.data } : {}),
  };
}
