import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from '@mp/ui';
import { NAMESPACE } from '../../locales';
import { readableError } from '../../lib/errors';
import { ProposalsPage } from '../../lib/ProposalsPage';
import { ReviewList } from '../received-proposals/ReviewList';
import { useReview } from '../received-proposals/use-review';
import { useSitePath } from '@mp/remote-kit';

const SCOPE = { shortListed: true } as const;

/** /customer/short-list: shortlisted proposals across the customer's jobs. */
export function ShortListScreen() {
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const { state, reload, actions } = useReview(SCOPE, null);
  let content;
  if (state.status === 'loading') {
    content = <Spinner label={t('shortList.loading')} />;
  } else if (state.status === 'error') {
    content = (
      <ErrorState
        title={t('shortList.loadFailed')}
        message={readableError(state.error, {
          network: t('errors.network'),
          generic: t('errors.generic'),
        })}
        onRetry={reload}
        retryLabel={t('retry')}
      />
    );
  } else {
    const data = {
      ...state.data,
      jobs: state.data.jobs.filter((job) => job.entries.length > 0),
    };
    content =
      data.jobs.length === 0 ? (
        <EmptyState
          title={t('shortList.empty')}
          description={t('shortList.emptyHint')}
          action={
            <Link
              className="mp-button mp-button--primary"
              to={sitePath('/customer/list-all-proposals')}
            >
              {t('nav.receivedProposals')}
            </Link>
          }
        />
      ) : (
        <ReviewList data={data} actions={actions} preselect={null} showJobHeadings />
      );
  }
  return <ProposalsPage screen="shortList">{content}</ProposalsPage>;
}
