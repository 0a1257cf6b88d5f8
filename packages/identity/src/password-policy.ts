import { ServiceError } from './errors';

const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/** The pool's password policy (Cognito's default): the first rule broken is named. */
export function checkPasswordPolicy(password: string): void {
  const broken = (rule: string) =>
    new ServiceError('InvalidPasswordException', `Password did not conform with policy: ${rule}`);
  if (password.length < 8) throw broken('Password not long enough');
  if (password.length > 256) throw broken('Password is too long');
  if (!/[A-Z]/.test(password)) throw broken('Password must have uppercase characters');
  if (!/[a-z]/.test(password)) throw broken('Password must have lowercase characters');
  if (!/[0-9]/.test(password)) throw broken('Password must have numeric characters');
  if (!SYMBOLS.test(password)) throw broken('Password must have symbol characters');
  if (/^\s|\s$/.test(password)) throw broken('Password must not begin or end with a space');
}
