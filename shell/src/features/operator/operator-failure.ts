import type { TFunction } from 'i18next';
import type { ReadableError } from '@mp/remote-kit';
import type { NAMESPACES } from '../../locales';

/** A refusal in the operator's words: a refused token is said as such, never a crash. */
export function operatorFailure(
  t: TFunction<typeof NAMESPACES.operator>,
  error: ReadableError,
): string {
  if (error.kind === 'unauthorized') return t('errors.tokenRefused');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'validation' || error.kind === 'conflict') return t('errors.refused');
  return t('errors.server');
}
