import { authErrorKey, brokenPasswordRules } from './errors';

const err = (name: string, message = '') => Object.assign(new Error(message), { name, code: name });

describe('authErrorKey', () => {
  it('maps identity errors to translated messages', () => {
    expect(authErrorKey(err('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'wrongCredentials',
    );
    expect(authErrorKey(err('UserNotFoundException'))).toBe('wrongCredentials');
    expect(authErrorKey(err('UserNotConfirmedException'))).toBe('notConfirmed');
    expect(authErrorKey(err('UsernameExistsException'))).toBe('emailTaken');
    expect(authErrorKey(err('CodeMismatchException'))).toBe('codeMismatch');
    expect(authErrorKey(err('ExpiredCodeException'))).toBe('codeExpired');
    expect(authErrorKey(err('TooManyRequestsException'))).toBe('tooManyAttempts');
    expect(authErrorKey(err('InvalidParameterException', 'Username should be an email.'))).toBe(
      'invalidEmail',
    );
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('network');
    expect(authErrorKey('weird')).toBe('unknown');
  });

  it('names the broken password rule from InvalidPasswordException', () => {
    const policy = (rule: string) =>
      err('InvalidPasswordException', `Password did not conform with policy: ${rule}`);
    expect(authErrorKey(policy('Password not long enough'))).toBe('passwordTooShort');
    expect(authErrorKey(policy('Password must have uppercase characters'))).toBe(
      'passwordUppercase',
    );
    expect(authErrorKey(policy('Password must have symbol characters'))).toBe('passwordSymbol');
    expect(authErrorKey(policy('something new'))).toBe('invalidPassword');
  });
});

describe('brokenPasswordRules', () => {
  it('lists each rule a password breaks, and none for a good one', () => {
    expect(brokenPasswordRules('Passw0rd!')).toEqual([]);
    expect(brokenPasswordRules('password')).toEqual(['ruleUppercase', 'ruleNumber', 'ruleSymbol']);
    expect(brokenPasswordRules(' Passw0rd!')).toEqual(['ruleSpaces']);
    expect(brokenPasswordRules('Pa1!')).toEqual(['ruleLength']);
  });
});
