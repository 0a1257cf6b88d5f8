import { useMemo } from 'react';
import { listFlaggedContent, type FlaggedContent as Flagged } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';
import { Avatar, Card } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { ListBody } from './ListBody';
import { usePagedList } from './paged-list';
import './admin.css';
import { DateText } from '@mp/remote-kit';

const readFlagged = (http: HttpClient) => async (from?: string) => {
  const page = await http.call(listFlaggedContent, from === undefined ? {} : { query: { from } });
  return { items: page.items, next: page.lastEvaluatedKey };
};

const idOf = (item: Flagged) => item.id;

function useFlagged() {
  const { http } = useSession();
  const readPage = useMemo(() => readFlagged(http), [http]);
  return usePagedList({ readPage, keyOf: idOf, failedMore: 'error' });
}

function Person({ person }: { person: Flagged['sender'] }) {
  return (
    <span className="mp-admin-flag__person">
      <Avatar name={person.name} src={person.profilePicture} size={36} decorative />
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
        <DateText value={item.createdAt} form="dateTime" />
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
  return (
    <Card heading={t('flagged.heading')} headingLevel={2}>
      <p>{t('flagged.intro')}</p>
      <ListBody
        load={flagged.load}
        isEmpty={flagged.items.length === 0}
        texts={{
          loading: t('flagged.loading'),
          loadFailed: t('flagged.loadFailed'),
          empty: t('flagged.empty'),
          emptyHint: t('flagged.emptyHint'),
        }}
        onRetry={flagged.reload}
        more={{ paging: flagged, label: t('flagged.loadMore'), variant: 'secondary' }}
      >
        <ul className="mp-admin-flags">
          {flagged.items.map((item) => (
            <FlagItem key={item.id} item={item} />
          ))}
        </ul>
      </ListBody>
    </Card>
  );
}
