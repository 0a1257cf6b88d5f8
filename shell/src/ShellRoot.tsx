import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  resolveStyling,
  restrictsUnapprovedCustomers,
  type FeatureContext,
  type FreelancerRole,
  type RemoteName,
} from '@mp/contracts';
import { tenantMoneyFormat } from '@mp/remote-kit';
import { MoneyProvider } from '@mp/ui';
import { AsVisitor, useSession } from './features/session';
import { previewedSettings, usePreviewStyling } from './features/tenant-console/preview-channel';
import { readStoredLocale } from './i18n';
import { languageOptions, localeWithin } from './i18n/languages';
import { remoteTenant, ShellContext, type ShellContextValue } from './shell-context';
import { ShellApp } from './ShellApp';
import { applyStyling } from './styling/apply-styling';
import { useFontFileUrls } from './styling/font-files';
import { effectiveStyling } from './tenant/load-tenant';
import { evaluateFeatures, remotesFor, useTenantData } from './tenant/TenantContext';

/**
 * Joins the tenant's start-up data with the session: evaluates the switches for the user,
 * narrows the remotes, paints the styling and keeps the language within the tenant's list.
 */
export function ShellRoot({
  tenantId,
  apiBaseUrl,
  configuredRemotes,
}: {
  tenantId: string;
  apiBaseUrl: string;
  configuredRemotes: readonly RemoteName[];
}) {
  const data = useTenantData();
  const { status, user, http } = useSession();
  const { i18n } = useTranslation();
  // Framed by the tenant console, the page shows the draft's styling, logo, menus and footer it
  // posts, as a signed-out visitor sees them.
  const preview = usePreviewStyling();
  const signedIn = status === 'authenticated' && !preview ? user : null;
  const raw = data.features.status === 'fetched' ? data.features.data : null;
  const published = data.settings.status === 'fetched' ? data.settings.data : null;
  const publishedStyling = effectiveStyling(data.styling);
  const settings = useMemo(() => previewedSettings(published, preview), [published, preview]);
  const previewStyling = useMemo(
    () => (preview ? resolveStyling(preview.styling) : null),
    [preview],
  );
  const styling = previewStyling ?? publishedStyling;

  const value = useMemo<ShellContextValue>(() => {
    const ctx: FeatureContext = {
      tenantId,
      role: signedIn?.role ?? null,
      freelancerRole: (signedIn?.freelancerRole ?? null) as FreelancerRole | null,
    };
    return {
      tenantId,
      apiBaseUrl,
      user: signedIn,
      rawFeatures: raw,
      features: evaluateFeatures(raw, ctx),
      featuresReady: data.features.status !== 'fetching',
      enabledRemotes: remotesFor(configuredRemotes, raw, ctx),
      approvalRestricted: restrictsUnapprovedCustomers(raw, ctx),
      settings,
      settingsReady: data.settings.status !== 'fetching',
      tenant: remoteTenant(tenantId, settings),
      styling,
    };
  }, [
    tenantId,
    apiBaseUrl,
    signedIn,
    raw,
    data.features.status,
    data.settings.status,
    configuredRemotes,
    settings,
    styling,
  ]);
  const { tenant } = value;

  const signedOut = user === null;
  const fetchFontFile = useCallback(
    (fileKey: string) => http.download(fileKey, { public: signedOut }),
    [http, signedOut],
  );
  const fontFileUrls = useFontFileUrls(styling.fontsList, fetchFontFile);
  useEffect(() => {
    const header = preview ? preview.header : settings?.styling.header;
    applyStyling(styling, header, document, fontFileUrls);
  }, [styling, settings, preview, fontFileUrls]);

  useEffect(() => {
    if (!settings) return;
    const options = languageOptions(settings.languages, navigator.language, readStoredLocale());
    const wanted = localeWithin(i18n.language, options, settings.defaultLocale);
    if (wanted !== i18n.language) void i18n.changeLanguage(wanted);
  }, [settings, i18n]);

  return (
    <ShellContext.Provider value={value}>
      <MoneyProvider format={tenantMoneyFormat(tenant, i18n.language)}>
        <AsVisitor active={preview !== null}>
          <ShellApp />
        </AsVisitor>
      </MoneyProvider>
    </ShellContext.Provider>
  );
}
