import { useId } from 'react';
import type { Message } from '@mp/contracts';
import { Link } from '@mp/router';
import { Button, cx, EmptyState, ErrorState, LoadingSkeleton } from '@mp/ui';
import { CallButton } from '../call/CallButton';
import { Composer } from './Composer';
import { MessageAttachments } from './MessageAttachments';
import type { useConversation } from './useConversation';
import { useMessagingT } from './useMessagingT';
import { DateText } from '@mp/remote-kit';

export interface ConversationProps {
  conversation: ReturnType<typeof useConversation>;
  userId: string;
  listPath: string;
}

function MessageItem({
  message,
  mine,
  senderName,
}: {
  message: Message;
  mine: boolean;
  senderName: string;
}) {
  return (
    <li className={cx('mp-inbox__message', mine && 'mp-inbox__message--mine')}>
      <span className="mp-inbox__message-meta">
        <span className="mp-inbox__sender">{senderName}</span>{' '}
        <DateText className="mp-inbox__time" value={message.createdAt} form="relative" />
      </span>
      {message.message !== '' && <p className="mp-inbox__text">{message.message}</p>}
      {message.attachments.length > 0 && <MessageAttachments files={message.attachments} />}
      {message.contactMasked === true && <MaskedNote />}
    </li>
  );
}

function MaskedNote() {
  const { t } = useMessagingT();
  return <p className="mp-inbox__masked">{t('inbox.contactMasked')}</p>;
}

/** The open conversation: who it is with, its messages (a live log) and the composer. */
export function Conversation({ conversation, userId, listPath }: ConversationProps) {
  const { t } = useMessagingT();
  const headingId = useId();
  const { status, channel, messages, error } = conversation;
  const back = (
    <Link to={listPath} className="mp-inbox__back">
      {t('inbox.back')}
    </Link>
  );
  if (status === 'loading' || status === 'idle')
    return (
      <>
        {back}
        <LoadingSkeleton label={t('inbox.loadingConversation')} layout="table" count={4} />
      </>
    );
  if (channel === null)
    return (
      <>
        {back}
        <ErrorState
          message={t(
            error?.kind === 'notFound' ? 'inbox.errors.notFound' : 'inbox.errors.conversation',
          )}
          onRetry={error?.kind === 'notFound' ? undefined : () => void conversation.refresh()}
          retryLabel={t('inbox.retry')}
        />
      </>
    );
  const name = channel.otherParty.name;
  return (
    <section className="mp-inbox__conversation-body" aria-labelledby={headingId}>
      {back}
      <header className="mp-inbox__conversation-header">
        <h2 id={headingId}>{name}</h2>
        {channel.jobTitle !== null && <p>{t('inbox.about', { title: channel.jobTitle })}</p>}
        <CallButton channel={channel} />
      </header>
      {conversation.olderKey !== undefined && (
        <Button
          variant="secondary"
          loading={conversation.loadingOlder}
          onClick={() => void conversation.loadOlder()}
        >
          {t('inbox.loadOlder')}
        </Button>
      )}
      {messages.length === 0 ? (
        <EmptyState
          title={t('inbox.noMessages')}
          description={t('inbox.noMessagesHint')}
          headingLevel={3}
        />
      ) : null}
      <ol
        className="mp-inbox__messages"
        role="log"
        aria-live="polite"
        aria-label={t('inbox.messagesLabel', { name })}
      >
        {messages.map((message) => {
          const mine = message.senderId === userId;
          return (
            <MessageItem
              key={message.messageId}
              message={message}
              mine={mine}
              senderName={mine ? t('inbox.you') : name}
            />
          );
        })}
      </ol>
      <Composer
        key={channel.channelId}
        channelId={channel.channelId}
        recipientName={name}
        send={conversation.send}
      />
    </section>
  );
}
