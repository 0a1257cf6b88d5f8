import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { readError, type LoadStatusProps } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';

/** The contract screens' strings: the `contracts` block of the remote's namespace. */
export function useContractsT() {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'contracts' });
  return { t };
}

/** `t` of the contract screens (keys under `contracts`). */
export type ContractsT = TFunction<typeof NAMESPACE, 'contracts'>;

/** What to tell people about a failed call: the server's sentence when it gave one. */
export function errorText(t: ContractsT, error: ReturnType<typeof readError>): string {
  if (error.reason && (error.kind === 'conflict' || error.kind === 'validation')) {
    return error.reason;
  }
  return t(`errors.${error.kind}`);
}

type LoadTexts = Pick<
  LoadStatusProps<unknown>,
  'loadingLabel' | 'errorTitle' | 'errorMessage' | 'retryLabel'
>;

/** How loading one contract, or the list of them, reads in remote-kit's LoadStatus. */
export function useContractLoadTexts(what: 'contract' | 'list'): LoadTexts {
  const { t } = useContractsT();
  return {
    loadingLabel: t(what === 'list' ? 'loadingList' : 'loading'),
    errorTitle: t(what === 'list' ? 'listError' : 'loadError'),
    errorMessage: (error) => errorText(t, error),
    retryLabel: t('retry'),
  };
}
