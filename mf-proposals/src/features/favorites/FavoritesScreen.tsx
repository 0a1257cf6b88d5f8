import { useState } from 'react';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, useMoney } from '@mp/ui';
import {
  AreaPage,
  LoadStatus,
  readError,
  useApi,
  useLoad,
  useRemoteAvailable,
  useSitePath,
} from '@mp/remote-kit';
import type { PublicProfile } from '@mp/contracts';
import { NAMESPACE } from '../../locales';
import { useAnnouncer } from '../../lib/Announcer';
import { useErrorText } from '../../lib/error-text';
import { fetchFavourites, removeFavourite } from './api';
import { InviteDialog } from './InviteDialog';

const headingId = (userId: string) => `mp-favourite-${userId}`;

function FavouriteCard(props: {
  freelancer: PublicProfile;
  onRemove: (freelancer: PublicProfile) => Promise<void>;
  onInvite: (freelancer: PublicProfile) => void;
}) {
  const { freelancer } = props;
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const sitePath = useSitePath();
  const [busy, setBusy] = useState(false);
  const details = [
    freelancer.title,
    freelancer.location,
    freelancer.hourlyRate !== null
      ? t('review.rate', { rate: money.format(freelancer.hourlyRate) })
      : null,
  ].filter(Boolean);
  const canMessage = useRemoteAvailable('mf_messaging');
  const remove = async () => {
    setBusy(true);
    try {
      await props.onRemove(freelancer);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="mp-proposals__card-item">
      <article aria-labelledby={headingId(freelancer.userId)} className="mp-card">
        <h2 id={headingId(freelancer.userId)} tabIndex={-1} className="mp-card__heading">
          {freelancer.name}
        </h2>
        {details.length > 0 && <p className="mp-proposals__muted">{details.join(' · ')}</p>}
        {freelancer.description && <p className="mp-proposals__clamp">{freelancer.description}</p>}
        <div className="mp-proposals__card-actions">
          <Link
            className="mp-button mp-button--secondary"
            to={sitePath(`/freelancer/profile/${encodeURIComponent(freelancer.username)}`)}
          >
            {t('favorites.viewProfile')}
            <span className="mp-visually-hidden"> {freelancer.name}</span>
          </Link>
          {canMessage && (
            <Link
              className="mp-button mp-button--secondary"
              to={sitePath(
                `/customer/inbox?${new URLSearchParams({ freelancerId: freelancer.userId }).toString()}`,
              )}
            >
              {t('review.message')}
              <span className="mp-visually-hidden"> {freelancer.name}</span>
            </Link>
          )}
          <Button onClick={() => props.onInvite(freelancer)}>
            {t('favorites.invite')}
            <span className="mp-visually-hidden"> {freelancer.name}</span>
          </Button>
          <Button
            variant="cancel"
            loading={busy}
            loadingLabel={t('working')}
            onClick={() => void remove()}
          >
            {t('favorites.remove')}
            <span className="mp-visually-hidden"> {freelancer.name}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}

/** /customer/favorites: the customer's favourite freelancers. */
export function FavoritesScreen() {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const sitePath = useSitePath();
  const errorText = useErrorText();
  const load = useLoad((signal) => fetchFavourites(http, signal), 'favourites');
  const { announce, region } = useAnnouncer();
  const [problem, setProblem] = useState<string | null>(null);
  const [inviting, setInviting] = useState<PublicProfile | null>(null);

  const onRemove = async (freelancer: PublicProfile) => {
    setProblem(null);
    try {
      const ids = await removeFavourite(http, freelancer.userId);
      const list = load.status === 'ready' ? load.data : [];
      const index = list.findIndex((f) => f.userId === freelancer.userId);
      const remaining = list.filter((f) => ids.includes(f.userId));
      load.update(() => remaining);
      announce(t('review.unFavouriteDone', { name: freelancer.name }));
      const next = remaining[Math.min(index, remaining.length - 1)];
      requestAnimationFrame(() =>
        document.getElementById(next ? headingId(next.userId) : 'mp-favourites-empty')?.focus(),
      );
    } catch (error) {
      setProblem(errorText(readError(error)));
    }
  };

  return (
    <AreaPage screen="favorites" className="mp-proposals">
      {region}
      {problem && (
        <Alert type="error" onDismiss={() => setProblem(null)} dismissLabel={t('close')}>
          {problem}
        </Alert>
      )}
      <LoadStatus
        load={load}
        loadingLabel={t('favorites.loading')}
        errorTitle={t('favorites.loadFailed')}
        errorMessage={errorText}
        retryLabel={t('retry')}
        isEmpty={(favourites) => favourites.length === 0}
        empty={
          <EmptyState
            id="mp-favourites-empty"
            tabIndex={-1}
            title={t('favorites.empty')}
            description={t('favorites.emptyHint')}
            action={
              <Link className="mp-button mp-button--primary" to={sitePath('/customer/cl-search')}>
                {t('favorites.findFreelancers')}
              </Link>
            }
          />
        }
      >
        {(favourites) => (
          <ul className="mp-proposals__cards mp-proposals__grid">
            {favourites.map((freelancer) => (
              <FavouriteCard
                key={freelancer.userId}
                freelancer={freelancer}
                onRemove={onRemove}
                onInvite={setInviting}
              />
            ))}
          </ul>
        )}
      </LoadStatus>
      <InviteDialog
        freelancer={inviting}
        onClose={() => setInviting(null)}
        onInvited={(freelancer, created) => {
          setInviting(null);
          announce(
            t(created ? 'favorites.invited' : 'favorites.alreadyInvited', {
              name: freelancer.name,
            }),
          );
        }}
      />
    </AreaPage>
  );
}
