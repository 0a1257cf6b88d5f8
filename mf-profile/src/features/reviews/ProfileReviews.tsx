import { useState, type FormEvent } from 'react';
import { ROLES, type Review, type UserReviews } from '@mp/contracts';
import { DateText, LoadStatus, readError, useApi, useArea, useLoad } from '@mp/remote-kit';
import { Alert, Avatar, Button, Card, Stars, TextArea } from '@mp/ui';
import { useProfileT } from '../../shared/useProfileT';
import { loadReviews, sendHide, sendReply } from './api';
import './reviews.css';

/**
 * A person's rating and published reviews on their profile (docs/reviews.md#averages): the
 * reviewed person replies once, administrators hide abusive ones.
 */
export function ProfileReviews({ userId }: { userId: string }) {
  const { t } = useProfileT();
  const api = useApi();
  const { user } = useArea();
  const load = useLoad(
    (signal) => loadReviews(api, userId, 0, signal),
    `${userId}:${user?.id ?? ''}`,
  );
  return (
    <Card heading={t('reviews.heading')} headingLevel={2}>
      <LoadStatus
        load={load}
        loadingLabel={t('reviews.loading')}
        skeleton="list"
        skeletonCount={2}
        errorTitle={t('reviews.loadError')}
        errorMessage={(error) => t(`reviews.errors.${readError(error).kind}`)}
        retryLabel={t('reviews.retry')}
        headingLevel={3}
      >
        {(data) => <ReviewsList data={data} userId={userId} onChanged={load.reload} />}
      </LoadStatus>
    </Card>
  );
}

function ReviewsList({
  data,
  userId,
  onChanged,
}: {
  data: UserReviews;
  userId: string;
  onChanged: () => void;
}) {
  const { t } = useProfileT();
  const { user } = useArea();
  const { average, count } = data.summary;
  return (
    <div className="mp-profile-reviews">
      {average === null ? (
        <p className="mp-profile-reviews__empty">{t('reviews.none')}</p>
      ) : (
        <p className="mp-profile-reviews__summary">
          <Stars value={average} label={t('reviews.average', { value: average, count })} />
          <span aria-hidden="true">{t('reviews.average', { value: average, count })}</span>
        </p>
      )}
      {data.reviews.map((review) => (
        <ReviewItem
          key={review.reviewId}
          review={review}
          canReply={user?.id === userId && review.reply === null && review.hidden === null}
          canHide={user?.role === ROLES.administrator && review.hidden === null}
          onChanged={onChanged}
        />
      ))}
    </div>
  );
}

function ReviewItem({
  review,
  canReply,
  canHide,
  onChanged,
}: {
  review: Review;
  canReply: boolean;
  canHide: boolean;
  onChanged: () => void;
}) {
  const { t } = useProfileT();
  return (
    <article className="mp-profile-reviews__item" aria-label={review.author.name}>
      <header className="mp-profile-reviews__head">
        <Avatar name={review.author.name} src={review.author.profilePicture} size={40} decorative />
        <div>
          <p className="mp-profile-reviews__author">{review.author.name}</p>
          <Stars value={review.stars} label={t('reviews.stars', { value: review.stars })} />{' '}
          <DateText value={review.publishedAt} />
        </div>
      </header>
      {review.hidden && (
        <Alert type="warning">{t('reviews.hidden', { reason: review.hidden.reason })}</Alert>
      )}
      <p className="mp-profile-reviews__text">{review.text}</p>
      {review.reply && (
        <blockquote className="mp-profile-reviews__reply">
          <p className="mp-profile-reviews__author">{t('reviews.replyHeading')}</p>
          <p>{review.reply.text}</p>
          <DateText value={review.reply.repliedAt} />
        </blockquote>
      )}
      {canReply && <ShortForm kind="reply" reviewId={review.reviewId} onDone={onChanged} />}
      {canHide && <ShortForm kind="hide" reviewId={review.reviewId} onDone={onChanged} />}
    </article>
  );
}

/** The reply of the reviewed person, or an administrator's reason to hide: one text field. */
function ShortForm({
  kind,
  reviewId,
  onDone,
}: {
  kind: 'reply' | 'hide';
  reviewId: string;
  onDone: () => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t(`reviews.${kind}.required`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await (kind === 'reply' ? sendReply : sendHide)(api, reviewId, text.trim());
      onDone();
    } catch (failure) {
      const read = readError(failure);
      setError(read.reason ?? t(`reviews.errors.${read.kind}`));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(`reviews.${kind}.open`)}
      </Button>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        label={t(`reviews.${kind}.label`)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
        required
        rows={3}
      />
      <Button type="submit" disabled={busy}>
        {t(`reviews.${kind}.submit`)}
      </Button>
    </form>
  );
}
