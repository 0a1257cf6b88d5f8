import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mp/ui';
import { AreaPage, LoadStatus, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useErrorText } from '../../lib/error-text';
import { ReviewList } from '../received-proposals/ReviewList';
import { useReview, type ReviewData } from '../received-proposals/use-review';

const SCOPE = { shortListed: true } as const;

/** Only the jobs with a shortlisted proposal. */
function withShortListed(data: ReviewData): ReviewData {
  return { ...data, jobs: data.jobs.filter((job) => job.entries.length > 0) };
}

/** /customer/short-list: shortlisted proposals across the customer's jobs. */
export function ShortListScreen() {
  const { t } = useTranslation(NAMESPACE);
  const sitePath = useSitePath();
  const errorText = useErrorText();
  const review = useReview(SCOPE, null);
  return (
    <AreaPage screen="shortList" className="mp-proposals">
      <LoadStatus
        load={review}
        loadingLabel={t('shortList.loading')}
        errorTitle={t('shortList.loadFailed')}
        errorMessage={errorText}
        retryLabel={t('retry')}
        isEmpty={(data) => withShortListed(data).jobs.length === 0}
        empty={
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
        }
      >
        {(data) => (
          <ReviewList
            data={withShortListed(data)}
            actions={review.actions}
            preselect={null}
            showJobHeadings
          />
        )}
      </LoadStatus>
    </AreaPage>
  );
}
