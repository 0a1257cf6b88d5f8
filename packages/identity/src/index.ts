/**
 * The public surface for other packages (the API): SigV4 verification and credential lookup.
 * The service itself starts from src/server.ts; nothing here opens sockets or databases.
 */
export {
  verifySigV4,
  canonicalPath,
  canonicalQuery,
  canonicalRequest,
  computeSignature,
  type SigV4Request,
  type SigV4Result,
  type SigV4Failure,
  type ResolvedCredential,
  type CredentialLookup,
  type VerifyOptions,
} from './sigv4-verify';
export {
  createCredentialResolver,
  createSessionVerifier,
  type CredentialResolverOptions,
  type SessionIdentity,
} from './credential-resolver';
export { DEV_INTERNAL_TOKEN } from './config';
