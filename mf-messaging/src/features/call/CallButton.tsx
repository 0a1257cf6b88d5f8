import type { ChannelSummary } from '@mp/contracts';
import { Link } from '@mp/router';
import { rolePath, useArea, useSitePath } from '@mp/remote-kit';
import { useMessagingT } from '../inbox/useMessagingT';

/** "Video call" in a conversation: opens the call page for it (when video calls are on). */
export function CallButton({ channel }: { channel: ChannelSummary }) {
  const { t } = useMessagingT();
  const { user, features } = useArea();
  const sitePath = useSitePath();
  if (!features.videoChat) return null;
  const to = sitePath(`/${rolePath(user)}/meet?channelId=${encodeURIComponent(channel.channelId)}`);
  return (
    <Link
      className="mp-button mp-button--secondary mp-call__start"
      to={to}
      aria-label={t('call.videoCallWith', { name: channel.otherParty.name })}
    >
      {t('call.videoCall')}
    </Link>
  );
}
