import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';

/** The reviews panel's strings: the `reviews` block of the remote's namespace. */
export function useReviewsT() {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'reviews' });
  return { t };
}
