import { useState } from 'react';
import type { ContractReviewCounterpart, ContractReviews as Reviews, Review } from '@mp/contracts';
import { DateText, LoadStatus, readError, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Avatar, Button, Card, Stars } from '@mp/ui';
import { fetchContractReviews } from './api';
import { useReviewsT } from './i18n';
import { ReviewDialog } from './ReviewDialog';
import './reviews.css';

/** The anchor of the reviews card: notifications of a completed booking link to it. */
export const REVIEWS_ANCHOR = 'reviews';

/**
 * Reviews of an ended contract, on both parties' contract screens (docs/reviews.md): rate the
 * other party once, wait for theirs (double-blind), then read both. A product's booking is
 * reviewed once completed; a cancelled one says so instead (docs/reviews.md#bookings).
 */
export function ContractReviews({ jobId }: { jobId: string }) {
  const { t } = useReviewsT();
  const http = useApi();
  const load = useLoad((signal) => fetchContractReviews(http, jobId, signal), jobId);
  return (
    <Card id={REVIEWS_ANCHOR} heading={t('heading')} headingLevel={2}>
      <LoadStatus
        load={load}
        loadingLabel={t('loading')}
        skeleton="list"
        skeletonCount={1}
        errorTitle={t('loadError')}
        errorMessage={(error) => t(`errors.${readError(error).kind}`)}
        retryLabel={t('retry')}
        headingLevel={3}
        isEmpty={(reviews) => reviews.counterparts.length === 0}
        empty={<p className="mp-contracts__muted">{t('nobody')}</p>}
      >
        {(reviews) => <ReviewsBody reviews={reviews} onWritten={load.reload} />}
      </LoadStatus>
    </Card>
  );
}

function ReviewsBody({ reviews, onWritten }: { reviews: Reviews; onWritten: () => void }) {
  const { t } = useReviewsT();
  if (reviews.booking !== null && reviews.booking.status !== 'completed')
    return <p className="mp-contracts__muted">{t('bookingNotCompleted')}</p>;
  return (
    <div className="mp-reviews">
      {reviews.windowClosesAt && (
        <p className="mp-contracts__muted">
          {reviews.windowOpen ? t('windowOpen') : t('windowClosed')}{' '}
          <DateText value={reviews.windowClosesAt} />
        </p>
      )}
      {reviews.counterparts.map((entry) => (
        <CounterpartReviews
          key={entry.person.userId}
          jobId={reviews.jobId}
          entry={entry}
          windowOpen={reviews.windowOpen}
          onWritten={onWritten}
        />
      ))}
    </div>
  );
}

function CounterpartReviews({
  jobId,
  entry,
  windowOpen,
  onWritten,
}: {
  jobId: string;
  entry: ContractReviewCounterpart;
  windowOpen: boolean;
  onWritten: () => void;
}) {
  const { t } = useReviewsT();
  const [writing, setWriting] = useState(false);
  const { person, mine, theirs, theirsWritten } = entry;
  return (
    <section className="mp-reviews__pair" aria-label={t('with', { name: person.name })}>
      <h3 className="mp-reviews__with">
        <Avatar name={person.name} src={person.profilePicture} size={32} decorative />
        {t('with', { name: person.name })}
      </h3>
      {mine === null && windowOpen && (
        <Button onClick={() => setWriting(true)}>{t('rate', { name: person.name })}</Button>
      )}
      {mine === null && !windowOpen && <p className="mp-contracts__muted">{t('missed')}</p>}
      {mine !== null && !mine.published && <Alert type="info">{t('waiting')}</Alert>}
      {mine !== null && <ReviewItem review={mine} mine />}
      {theirs !== null ? (
        <ReviewItem review={theirs} />
      ) : (
        <p className="mp-contracts__muted">
          {theirsWritten
            ? t('theirsHidden', { name: person.name })
            : t('theirsNone', { name: person.name })}
        </p>
      )}
      <ReviewDialog
        jobId={jobId}
        person={person}
        open={writing}
        onClose={() => setWriting(false)}
        onWritten={() => {
          setWriting(false);
          onWritten();
        }}
      />
    </section>
  );
}

function ReviewItem({ review, mine = false }: { review: Review; mine?: boolean }) {
  const { t } = useReviewsT();
  return (
    <article className="mp-reviews__item">
      <header className="mp-reviews__item-head">
        <Avatar name={review.author.name} src={review.author.profilePicture} size={40} decorative />
        <div>
          <p className="mp-reviews__author">{mine ? t('yourReview') : review.author.name}</p>
          <Stars value={review.stars} label={t('stars', { value: review.stars })} />{' '}
          <DateText value={review.createdAt} className="mp-contracts__muted" />
        </div>
      </header>
      {review.hidden && (
        <Alert type="warning">{t('hidden', { reason: review.hidden.reason })}</Alert>
      )}
      <p className="mp-reviews__text">{review.text}</p>
      {review.reply && (
        <blockquote className="mp-reviews__reply">
          <p className="mp-reviews__author">{t('reply')}</p>
          <p>{review.reply.text}</p>
        </blockquote>
      )}
    </article>
  );
}
