import { useTranslation } from 'react-i18next';
import type { ConfirmFailure } from '@mp/ui';
import { readError, type ReadableError } from '@mp/remote-kit';
import { NAMESPACE } from '../locales';

/**
 * What to tell the user about a failed call: the API's own sentence for a refusal (conflicts,
 * 403 and 404 explain themselves), a network hint, or the generic sentence. Never a raw body.
 */
export function useErrorText(): (error: ReadableError) => string {
  const { t } = useTranslation(NAMESPACE);
  return (error) => {
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'server') return t('errors.generic');
    return error.reason ?? t('errors.generic');
  };
}

/** The same for what an action threw, as a confirm dialog shows it. */
export function useFailureText(): (error: unknown) => ConfirmFailure {
  const errorText = useErrorText();
  return (error) => ({ message: errorText(readError(error)) });
}
