/**
 * The console's live preview (docs/tenant-console.md#live-preview): the console frames the real
 * site and posts the draft's styling to it; a framed page paints what its same-origin parent
 * posts, and nothing else. Pages that are not framed never listen.
 *
 * zod-free: the shell's start-up imports this module, and the schemas that check a posted draft
 * (preview-message.ts) load only in a framed page (docs/shell.md#start-up-javascript).
 */
import { useEffect, useState } from 'react';
import type { CustomMenus, FooterSettings, HeaderStyling, TenantStyling } from '@mp/contracts';

export const PREVIEW_MESSAGE_TYPE = 'mp:tenant-console-preview';
/** A framed page says it listens (its app starts after the frame's load event). */
export const PREVIEW_READY_TYPE = 'mp:tenant-console-preview-ready';

export interface PreviewStyling {
  styling: TenantStyling;
  header?: HeaderStyling;
  /** The draft's menus and footer, shown in place of the published ones. */
  customMenus?: CustomMenus;
  footer?: FooterSettings;
  /** The settings' header logo (it wins over the styling document's logo). */
  headerLogo?: string;
}

/** The console's side: posts the draft's styling to a framed page of the same origin. */
export function postPreview(frame: Window | null | undefined, preview: PreviewStyling): void {
  frame?.postMessage({ type: PREVIEW_MESSAGE_TYPE, ...preview }, window.location.origin);
}

/** Whether a message is a ready call of this frame's page (same origin, that very frame). */
export function isReadyFrom(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: Window | null | undefined,
): boolean {
  const data = event.data as { type?: unknown } | null;
  return (
    frame != null &&
    event.origin === window.location.origin &&
    event.source === frame &&
    data?.type === PREVIEW_READY_TYPE
  );
}

/** The framed page's side: the styling the console last posted, or null when not previewing. */
export function usePreviewStyling(): PreviewStyling | null {
  const [preview, setPreview] = useState<PreviewStyling | null>(null);
  useEffect(() => {
    if (window.parent === window) return undefined;
    let stopped = false;
    let listen: ((event: MessageEvent) => void) | undefined;
    void import('./preview-message').then(({ readPreviewMessage }) => {
      if (stopped) return;
      listen = (event: MessageEvent) => {
        const next = readPreviewMessage(event, {
          origin: window.location.origin,
          parent: window.parent,
        });
        if (next) setPreview(next);
      };
      window.addEventListener('message', listen);
      // Ready only once listening: the console answers the ready call with the draft.
      window.parent.postMessage({ type: PREVIEW_READY_TYPE }, window.location.origin);
    });
    return () => {
      stopped = true;
      if (listen) window.removeEventListener('message', listen);
    };
  }, []);
  return preview;
}

/**
 * The published settings with the previewed header styling and logo, menus and footer in their
 * place (the console posts them all: a logo the draft lacks is absent in the preview too).
 */
export function previewedSettings<
  T extends {
    customMenus: CustomMenus;
    footer: FooterSettings;
    styling: { header?: HeaderStyling; logo?: string };
  },
>(published: T | null, preview: PreviewStyling | null): T | null {
  if (!published || !preview) return published;
  const { header: _header, logo: _logo, ...styling } = published.styling;
  return {
    ...published,
    styling: {
      ...styling,
      ...(preview.header ? { header: preview.header } : {}),
      ...(preview.headerLogo ? { logo: preview.headerLogo } : {}),
    },
    ...(preview.customMenus ? { customMenus: preview.customMenus } : {}),
    ...(preview.footer ? { footer: preview.footer } : {}),
  };
}
