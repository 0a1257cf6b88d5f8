import { useCallback, useEffect, useState } from 'react';
import { listFlaggedContent, type FlaggedContent as Flagged } from '@mp/contracts';
import { Button, Card, EmptyState, ErrorState, Spinner } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { initials } from '../../layout/AvatarMenu';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import './admin.css';

type Load = 'loading' | 'error' | 'ready';

function useFlagged() {
  const { http } = useSession();
  const [load, setLoad] = useState<Load>('loading');
  const [items, setItems] = useState<Flagged[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [loadingMore, setLoadingMore] = useState(false);

  const reload = useCallback(() => {
    let live = true;
    setLoad('loading');
    http.call(listFlaggedContent, {}).then(
      (page) => {
        if (!live) return;
        setItems(page.items);
        setNext(page.lastEvaluatedKey);
        setLoad('ready');
      },
      () => live && setLoad('error'),
    );
    return () => {
      live = false;
    };
  }, [http]);

  useEffect(() => reload(), [reload]);

  const loadMore = useCallback(async () => {
    if (next === undefined) return;
    setLoadingMore(true);
    try {
      const page = await http.call(listFlaggedContent, { query: { from: next } });
      setItems((current) => [
        ...current,
        ...page.items.filter((item) => !current.some((known) => known.id === item.id)),
      ]);
      setNext(page.lastEvaluatedKey);
    } catch {
      setLoad('error');
    } finally {
      setLoadingMore(false);
    }
  }, [http, next]);

  return { load, items, next, loadingMore, reload, loadMore };
}

function Person({ person }: { person: Flagged['sender'] }) {
  return (
    <span className="mp-admin-flag__person">
      {person.profilePicture ? (
        <img className="mp-avatar" src={person.profilePicture} alt="" />
      ) : (
        <span className="mp-avatar mp-avatar--initials" aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      {person.name}
    </span>
  );
}

function FlagItem({ item }: { item: Flagged }) {
  const { t } = useTranslation(NAMESPACES.admin);
  return (
    <li className="mp-admin-flag">
      <p className="mp-admin-flag__who">
        <Person person={item.sender} />
        {item.recipient ? (
          <>
            {' → '}
            <Person person={item.recipient} />
          </>
        ) : null}
      </p>
      <p className="mp-admin-flag__meta">
        {t(`flagged.sources.${item.source}`)} · {t(`flagged.actions.${item.action}`)} ·{' '}
        {item.kinds.map((kind) => t(`flagged.kinds.${kind}`)).join(', ')}
        {item.jobTitle ? ` · ${t('flagged.job', { title: item.jobTitle })}` : ''} ·{' '}
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
      <blockquote className="mp-admin-flag__text">{item.text}</blockquote>
    </li>
  );
}

/**
 * What the contact-detail guard flagged (docs/messaging.md#contact-detail-guard): texts with
 * contact details written before a contract, as their senders wrote them, newest first.
 */
export function FlaggedContent() {
  const { t } = useTranslation(NAMESPACES.admin);
  const flagged = useFlagged();
  let body;
  if (flagged.load === 'loading') body = <Spinner label={t('flagged.loading')} />;
  else if (flagged.load === 'error')
    body = (
      <ErrorState
        message={t('flagged.loadFailed')}
        onRetry={flagged.reload}
        retryLabel={t('retry')}
      />
    );
  else if (flagged.items.length === 0)
    body = (
      <EmptyState
        title={t('flagged.empty')}
        description={t('flagged.emptyHint')}
        headingLevel={3}
      />
    );
  else
    body = (
      <>
        <ul className="mp-admin-flags">
          {flagged.items.map((item) => (
            <FlagItem key={item.id} item={item} />
          ))}
        </ul>
        {flagged.next !== undefined && (
          <Button
            variant="secondary"
            loading={flagged.loadingMore}
            onClick={() => void flagged.loadMore()}
          >
            {t('flagged.loadMore')}
          </Button>
        )}
      </>
    );
  return (
    <Card heading={t('flagged.heading')} headingLevel={2}>
      <p>{t('flagged.intro')}</p>
      {body}
    </Card>
  );
}
