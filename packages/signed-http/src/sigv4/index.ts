export {
  createSigner,
  signRequest,
  type CanonicalInput,
  type SignRequestOptions,
  REQUIRED_SIGNED_HEADERS,
  INVOCATION_ID_HEADER,
  SIGV4_SERVICE,
  type Credentials,
  type CredentialsSource,
  type SignerOptions,
} from './signer';
export {
  createCredentialsProvider,
  DEFAULT_REFRESH_MARGIN_MS,
  type CredentialsProvider,
  type CredentialsProviderOptions,
  type CredentialsStore,
} from './credentials-provider';
export {
  identityPoolCredentials,
  IdentityPoolError,
  type IdentityPoolCredentialsOptions,
} from './identity-pool-credentials';
