import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@mp/router';
import type { SettingsStyling } from '@mp/contracts';
import { screenTitleOf } from '../routing/screen-titles';
import { customCssFor, metadataFor } from './route-meta';
import type { ScreenHead } from './screen-head';

const CUSTOM_CSS_ID = 'mp-tenant-custom-css';

function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Per route (docs/shell.md#page-titles): the page title and description, from the screen on
 * show when it names itself (not found, forbidden, a content page...), else the tenant's route
 * metadata, else "<screen name> | <tenant name>" translated; and the tenant's custom CSS
 * (sanitised, set as a `<style>` element's textContent so it can never become markup).
 */
export function RouteHead({
  styling,
  tenantName,
  screenHead,
}: {
  styling: SettingsStyling | undefined;
  tenantName: string;
  screenHead: ScreenHead | null;
}) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const meta = screenHead ? null : metadataFor(pathname, styling?.metadata);
    const screen = screenHead?.title ?? t(`titles.screens.${screenTitleOf(pathname)}`);
    const named = { screen, tenant: tenantName };
    document.title = meta?.title ?? t('titles.format', named);
    setDescription(meta?.description ?? screenHead?.description ?? t('titles.description', named));
    let style = document.getElementById(CUSTOM_CSS_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = CUSTOM_CSS_ID;
      document.head.appendChild(style);
    }
    style.textContent = customCssFor(pathname, styling?.customCss);
  }, [pathname, styling, tenantName, screenHead, t]);
  return null;
}
