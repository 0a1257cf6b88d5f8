/** Identity-service failures (Cognito error codes) mapped to translation keys of the auth namespace. */
export type AuthErrorKey =
  | 'wrongCredentials'
  | 'notConfirmed'
  | 'emailTaken'
  | 'codeMismatch'
  | 'codeExpired'
  | 'tooManyAttempts'
  | 'invalidEmail'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordUppercase'
  | 'passwordLowercase'
  | 'passwordNumber'
  | 'passwordSymbol'
  | 'passwordSpaces'
  | 'invalidPassword'
  | 'invalidInput'
  | 'passwordResetRequired'
  | 'sessionInvalid'
  | 'network'
  | 'unknown';

/** The error code the identity library reports (`code` or `name`). */
export function authErrorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'Unknown';
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code) return code;
  if (typeof name === 'string' && name && name !== 'Error') return name;
  return 'Unknown';
}

function passwordKey(message: string): AuthErrorKey {
  if (/not long enough/i.test(message)) return 'passwordTooShort';
  if (/too long/i.test(message)) return 'passwordTooLong';
  if (/uppercase/i.test(message)) return 'passwordUppercase';
  if (/lowercase/i.test(message)) return 'passwordLowercase';
  if (/numeric/i.test(message)) return 'passwordNumber';
  if (/symbol/i.test(message)) return 'passwordSymbol';
  if (/space/i.test(message)) return 'passwordSpaces';
  return 'invalidPassword';
}

export function authErrorKey(error: unknown): AuthErrorKey {
  const code = authErrorCode(error);
  const message = error instanceof Error ? error.message : '';
  switch (code) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return 'wrongCredentials';
    case 'UserNotConfirmedException':
      return 'notConfirmed';
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'emailTaken';
    case 'CodeMismatchException':
      return 'codeMismatch';
    case 'ExpiredCodeException':
      return 'codeExpired';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'tooManyAttempts';
    case 'InvalidPasswordException':
      return passwordKey(message);
    case 'InvalidParameterException':
      return /email/i.test(message) ? 'invalidEmail' : 'invalidInput';
    case 'PasswordResetRequiredException':
      return 'passwordResetRequired';
    case 'NetworkError':
    case 'TypeError':
      return 'network';
    default:
      return /network|failed to fetch/i.test(message) ? 'network' : 'unknown';
  }
}

/** The password rules of the pool (Cognito's default policy), checked as the user types. */
export const PASSWORD_RULES = [
  { key: 'ruleLength', test: (p: string) => p.length >= 8 && p.length <= 256 },
  { key: 'ruleUppercase', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'ruleLowercase', test: (p: string) => /[a-z]/.test(p) },
  { key: 'ruleNumber', test: (p: string) => /[0-9]/.test(p) },
  {
    key: 'ruleSymbol',
    test: (p: string) => /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(p),
  },
  { key: 'ruleSpaces', test: (p: string) => p.length === 0 || !/^\s|\s$/.test(p) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function brokenPasswordRules(password: string): PasswordRuleKey[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
