import {
  evaluateFeature,
  FEATURES,
  type TenantFeatures,
  type TenantIdentityConfig,
} from '@mp/contracts';

/** One entry of the `identityProviders` switch value: `{ providers: [{ id, label }] }`. */
export interface IdentityProviderOption {
  id: string;
  label: string;
}

/** Where the `state` of a started provider sign-in waits for `/callback`. */
export const OAUTH_STATE_KEY = 'mp.oauthState';

const PROVIDER_ID = /^[\w.-]{1,64}$/;

function isProvider(value: unknown): value is IdentityProviderOption {
  if (typeof value !== 'object' || value === null) return false;
  const { id, label } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    PROVIDER_ID.test(id) &&
    typeof label === 'string' &&
    label.trim().length > 0 &&
    label.length <= 80
  );
}

/** The providers a signed-out visitor may use; none while the switch is off or malformed. */
export function identityProvidersOf(
  features: TenantFeatures | null | undefined,
  tenantId: string,
): IdentityProviderOption[] {
  const { enabled, value } = evaluateFeature(features, FEATURES.identityProviders, { tenantId });
  if (!enabled || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const providers = (value as Record<string, unknown>).providers;
  return Array.isArray(providers) ? providers.filter(isProvider) : [];
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The hosted sign-in URL of a provider; the state is kept for `/callback` to check. */
export function providerSignInUrl(
  identity: TenantIdentityConfig,
  providerId: string,
  origin: string,
  storage: Storage = sessionStorage,
): string {
  const state = randomState();
  storage.setItem(OAUTH_STATE_KEY, state);
  const url = new URL(
    'oauth2/authorize',
    identity.endpoint.endsWith('/') ? identity.endpoint : `${identity.endpoint}/`,
  );
  url.search = new URLSearchParams({
    client_id: identity.clientId,
    redirect_uri: `${origin}/callback`,
    response_type: 'code',
    state,
    identity_provider: providerId,
  }).toString();
  return url.href;
}

/** True when `state` is the one this tab started with; the kept state is used up either way. */
export function takeOAuthState(state: string | null, storage: Storage = sessionStorage): boolean {
  const expected = storage.getItem(OAUTH_STATE_KEY);
  storage.removeItem(OAUTH_STATE_KEY);
  return expected !== null && state !== null && expected.length > 0 && expected === state;
}
