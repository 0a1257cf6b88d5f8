import { useEffect } from 'react';
import { useLocation } from '@mp/router';
import type { SettingsStyling } from '@mp/contracts';
import { customCssFor, metadataFor } from './route-meta';

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
 * Per route: the tenant's page title and description, and its custom CSS (sanitised, set as
 * a `<style>` element's textContent so it can never become markup).
 */
export function RouteHead({
  styling,
  fallbackTitle,
}: {
  styling: SettingsStyling | undefined;
  fallbackTitle: string;
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = metadataFor(pathname, styling?.metadata);
    document.title = meta?.title ?? fallbackTitle;
    setDescription(meta?.description ?? '');
    let style = document.getElementById(CUSTOM_CSS_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = CUSTOM_CSS_ID;
      document.head.appendChild(style);
    }
    style.textContent = customCssFor(pathname, styling?.customCss);
  }, [pathname, styling, fallbackTitle]);
  return null;
}
