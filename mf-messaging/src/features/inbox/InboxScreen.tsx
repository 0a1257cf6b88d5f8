import { useCallback, useEffect } from 'react';
import { SOCKET_EVENTS } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { AreaPage, LoadStatus, rolePath, useApi, useArea } from '@mp/remote-kit';
import { useParams } from '@mp/router';
import { Alert, EmptyState, LoadingSkeleton } from '@mp/ui';
import { ChannelList } from './ChannelList';
import { FindPeopleLink } from './FindPeopleLink';
import { Conversation } from './Conversation';
import { useChannels } from './useChannels';
import { useConversation } from './useConversation';
import { useMessagingT } from './useMessagingT';
import { useOpenFromQuery } from './useOpenFromQuery';

export type InboxScreenVariant = 'conversation' | 'inbox';

/**
 * The inbox: conversations beside the open one (one pane below 769 px, with a way back).
 * Live CHANNEL_MESSAGE_RECEIVED events (re-emitted by the shell) refresh the list and, when
 * the message is for the open conversation, that conversation (which reads it).
 */
export function InboxScreen({ variant }: { variant: InboxScreenVariant }) {
  const { t } = useMessagingT();
  const api = useApi();
  const { user } = useArea();
  const { channelId } = useParams();
  const side = rolePath(user);
  const listPath = `/${side}/inbox`;
  const pathOf = useCallback((id: string) => `/${side}/inbox/${encodeURIComponent(id)}`, [side]);
  const channels = useChannels(api);
  const reloadChannels = channels.reload;
  const conversation = useConversation(api, channelId, () => void reloadChannels());
  const refreshConversation = conversation.refresh;
  const opening = useOpenFromQuery(api, user, pathOf);

  useEffect(
    () =>
      eventBus.subscribe(SOCKET_EVENTS.channelMessageReceived, (payload) => {
        if (payload.channelId === channelId) void refreshConversation();
        else void reloadChannels();
      }),
    [channelId, refreshConversation, reloadChannels],
  );

  const userId = user?.id ?? '';
  const listPane = (
    <LoadStatus
      load={channels}
      loadingLabel={t('inbox.loading')}
      errorMessage={t('inbox.errors.list')}
      retryLabel={t('inbox.retry')}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          title={t('inbox.empty')}
          description={t('inbox.emptyHint')}
          action={<FindPeopleLink />}
        />
      }
    >
      {(list) => (
        <ChannelList channels={list} activeId={channelId} userId={userId} pathOf={pathOf} />
      )}
    </LoadStatus>
  );

  let conversationPane;
  if (opening === 'opening')
    conversationPane = <LoadingSkeleton label={t('inbox.opening')} layout="table" count={4} />;
  else if (channelId !== undefined)
    conversationPane = (
      <Conversation conversation={conversation} userId={userId} listPath={listPath} />
    );
  else
    conversationPane = <EmptyState title={t('inbox.choose')} description={t('inbox.chooseHint')} />;

  return (
    <AreaPage screen={variant}>
      {opening === 'failed' && <Alert type="error">{t('inbox.errors.open')}</Alert>}
      <div
        className="mp-inbox"
        data-pane={channelId === undefined && opening !== 'opening' ? 'list' : 'conversation'}
      >
        <nav className="mp-inbox__list" aria-label={t('inbox.listLabel')}>
          {listPane}
        </nav>
        <div className="mp-inbox__conversation">{conversationPane}</div>
      </div>
    </AreaPage>
  );
}
