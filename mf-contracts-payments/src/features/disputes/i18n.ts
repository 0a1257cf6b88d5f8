import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReadableError } from '@mp/remote-kit';
import { DISPUTES_NAMESPACE } from '../../locales';

/** The disputes' strings: the `disputes` namespace of this remote (docs/disputes.md). */
export function useDisputesT() {
  const { t } = useTranslation(DISPUTES_NAMESPACE);
  return { t };
}

export type DisputesT = TFunction<typeof DISPUTES_NAMESPACE>;

/** A failed call in words: the server's own sentence for a refusal, else its kind. */
export function disputeErrorText(t: DisputesT, error: ReadableError): string {
  if (error.reason && (error.kind === 'validation' || error.kind === 'conflict'))
    return error.reason;
  return t(`errors.${error.kind}`);
}
