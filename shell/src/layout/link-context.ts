import { useTranslation } from 'react-i18next';
import { pickLocalised, type ContentPagePlacement } from '@mp/contracts';
import { useSession } from '../features/session';
import { useShell } from '../shell-context';
import type { MenuContext, PlacedPage } from './menus';

/**
 * What the header, avatar menu and footer judge their links by: the tenant's remotes, aliases
 * and content pages, and who is signed in with their switches (docs/shell.md#header-and-menus).
 */
export function useLinkContext(): MenuContext {
  const { user } = useSession();
  const shell = useShell();
  const { i18n } = useTranslation();
  return {
    host: window.location.host,
    locale: i18n.language,
    // Until the switches are known no remote link is shown, so a switched-off one never flashes.
    enabledRemotes: shell.featuresReady === false ? [] : shell.enabledRemotes,
    metadata: shell.settings?.styling.metadata,
    access: {
      viewer: user ? { role: user.role, isApproved: user.isApproved } : null,
      features: shell.features,
      approvalRestricted: shell.approvalRestricted === true,
    },
    contentPages: (shell.settings?.contentPages ?? []).map((page) => page.slug),
  };
}

/** The tenant's content pages placed in the menu or the footer, titled in the reader's language. */
export function usePlacedPages(placement: ContentPagePlacement): PlacedPage[] {
  const { settings } = useShell();
  const { i18n } = useTranslation();
  return (settings?.contentPages ?? []).flatMap((page) => {
    if (!page.placement?.includes(placement)) return [];
    const title = pickLocalised(page.titles, i18n.language, settings?.defaultLocale);
    return title ? [{ slug: page.slug, title }] : [];
  });
}
