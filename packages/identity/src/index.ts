/**
 * The public surface for other packages (the API): SigV4 verification, credential lookup,
 * revocations and the shared-secret rules. The service itself starts from src/server.ts;
 * nothing here opens sockets or databases.
 */
export {
  verifySigV4,
  canonicalPath,
  canonicalQuery,
  canonicalRequest,
  computeSignature,
  type SigV4Request,
  type SigV4Result,
  type SigV4Success,
  type SigV4Failure,
  type ResolvedCredential,
  type CredentialLookup,
  type VerifyOptions,
} from './sigv4-verify';
export {
  createCredentialResolver,
  createSessionVerifier,
  type CredentialResolver,
  type CredentialResolverOptions,
  type SessionIdentity,
} from './credential-resolver';
export {
  watchRevocations,
  type RevocationWatch,
  type RevocationWatchOptions,
} from './revocation-watch';
export { REVOCATION_RETENTION_MS, type RevocationEvent, type RevocationPage } from './revocations';
export { checkSecret, isProduction, MIN_INTERNAL_TOKEN_LENGTH } from './config';
