import type { CallRoom } from '@mp/contracts';
import { Link } from '@mp/router';
import { LoadStatus, rolePath, useApi, useArea, useLoad, useSitePath } from '@mp/remote-kit';
import { Card, EmptyState } from '@mp/ui';
import { conversationPartners, fetchConversations, fetchOpenRooms } from '../call/api';
import { Avatar } from '../call/Avatar';
import { listNames } from '../call/format';
import { FindPeopleLink } from '../inbox/FindPeopleLink';
import { useMessagingT } from '../inbox/useMessagingT';

function RoomItem({ room, userId, href }: { room: CallRoom; userId: string; href: string }) {
  const { t } = useMessagingT();
  const others = room.participants.filter((p) => p.userId !== userId);
  const names = listNames(
    others.map((p) => p.name),
    t('call.and'),
  );
  return (
    <li className="mp-call__person">
      <span className="mp-call__avatars">
        {others.slice(0, 3).map((p) => (
          <Avatar key={p.userId} name={p.name} picture={p.profilePicture} size="small" />
        ))}
      </span>
      <span className="mp-call__person-name">
        {others.length > 0 ? t('meet.roomWith', { names }) : t('meet.roomAlone')}
      </span>
      <Link
        className="mp-button mp-button--secondary"
        to={href}
        aria-label={t('meet.joinLabel', { names: names || t('meet.roomAlone') })}
      >
        {t('meet.join')}
      </Link>
    </li>
  );
}

/** The calls page without a call: open calls to join, and people to call. */
export function MeetHome() {
  const { t } = useMessagingT();
  const api = useApi();
  const { user } = useArea();
  const sitePath = useSitePath();
  const side = rolePath(user);
  const rooms = useLoad((signal) => fetchOpenRooms(api, signal), 'rooms');
  const people = useLoad((signal) => fetchConversations(api, signal), 'people');
  const meet = (query: string) => sitePath(`/${side}/meet?${query}`);

  return (
    <div className="mp-meet__home">
      <Card heading={t('meet.roomsHeading')} headingLevel={2}>
        <LoadStatus
          load={rooms}
          loadingLabel={t('meet.loading')}
          errorMessage={t('meet.errors.rooms')}
          retryLabel={t('meet.retry')}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title={t('meet.noRooms')}
              description={t('meet.noRoomsHint')}
            />
          }
        >
          {(list) => (
            <ul className="mp-call__people">
              {list.map((room) => (
                <RoomItem
                  key={room.roomName}
                  room={room}
                  userId={user?.id ?? ''}
                  href={meet(`room=${encodeURIComponent(room.roomName)}`)}
                />
              ))}
            </ul>
          )}
        </LoadStatus>
      </Card>
      <Card heading={t('meet.peopleHeading')} headingLevel={2}>
        <LoadStatus
          load={people}
          loadingLabel={t('meet.loading')}
          errorMessage={t('meet.errors.people')}
          retryLabel={t('meet.retry')}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title={t('meet.noPeople')}
              description={t('meet.noPeopleHint')}
              action={<FindPeopleLink />}
            />
          }
        >
          {(channels) => (
            <ul className="mp-call__people">
              {conversationPartners(channels).map((party) => (
                <li key={party.userId} className="mp-call__person">
                  <Avatar name={party.name} picture={party.profilePicture} size="small" />
                  <span className="mp-call__person-name">{party.name}</span>
                  <Link
                    className="mp-button mp-button--secondary"
                    to={meet(`with=${encodeURIComponent(party.userId)}`)}
                    aria-label={t('meet.callLabel', { name: party.name })}
                  >
                    {t('meet.call')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </LoadStatus>
      </Card>
    </div>
  );
}
