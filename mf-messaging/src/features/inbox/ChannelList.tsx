import type { ChannelSummary } from '@mp/contracts';
import { Link } from '@mp/router';
import { cx } from '@mp/ui';
import { useMessagingT } from './useMessagingT';
import { DateText } from '@mp/remote-kit';

const EXCERPT = 80;

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1)}…` : line;
}

export interface ChannelListProps {
  channels: readonly ChannelSummary[];
  activeId: string | undefined;
  userId: string;
  pathOf: (channelId: string) => string;
}

/** The conversations, most recent first, each with its unread badge and last message. */
export function ChannelList({ channels, activeId, userId, pathOf }: ChannelListProps) {
  const { t } = useMessagingT();
  return (
    <ul className="mp-inbox__channels">
      {channels.map((channel) => {
        const last = channel.lastMessage;
        const text =
          last === null || last.message !== ''
            ? excerpt(last?.message ?? '')
            : t('inbox.filesOnly', { files: last.attachments.length });
        const preview =
          last === null
            ? t('inbox.noMessages')
            : last.senderId === userId
              ? t('inbox.lastFromYou', { message: text })
              : text;
        const active = channel.channelId === activeId;
        return (
          <li key={channel.channelId}>
            <Link
              to={pathOf(channel.channelId)}
              className={cx('mp-inbox__channel', active && 'mp-inbox__channel--active')}
              aria-current={active ? 'page' : undefined}
            >
              <span className="mp-inbox__channel-top">
                <span className="mp-inbox__channel-name">{channel.otherParty.name}</span>
                {last !== null && (
                  <DateText className="mp-inbox__time" value={last.createdAt} form="relative" />
                )}
              </span>
              {channel.jobTitle !== null && (
                <span className="mp-inbox__channel-job">{channel.jobTitle}</span>
              )}
              <span className="mp-inbox__channel-bottom">
                <span className="mp-inbox__preview">{preview}</span>
                {channel.unreadCount > 0 && (
                  <span className="mp-inbox__badge">
                    {t('inbox.unread', { count: channel.unreadCount })}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
