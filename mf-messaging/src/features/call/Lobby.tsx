import { useEffect } from 'react';
import { Alert, Button, Card } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';
import { DeviceFields } from './DeviceFields';
import type { LocalMediaController, LocalSnapshot } from './local-media';
import { MediaProblemAlert } from './MediaProblemAlert';
import { MediaToggles } from './MediaToggles';
import { VideoTile } from './VideoTile';

export interface LobbyProps {
  heading: string;
  /** Who is in (or will be rung for) the call. */
  description: string | null;
  action: 'start' | 'join';
  busy: boolean;
  error: string | null;
  local: LocalSnapshot;
  controller: LocalMediaController;
  onGo: () => void;
}

/** Before the call: a look at oneself, camera and microphone choices, then start or join. */
export function Lobby({
  heading,
  description,
  action,
  busy,
  error,
  local,
  controller,
  onGo,
}: LobbyProps) {
  const { t } = useMessagingT();
  // The camera opens once the lobby shows (not for a link the user may not follow).
  useEffect(() => {
    void controller.ensureOpen();
  }, [controller]);
  return (
    <div className="mp-call__lobby">
      <div className="mp-call__lobby-preview">
        <VideoTile
          self
          name={t('call.you')}
          picture={null}
          stream={local.preview}
          showVideo={local.preview !== null}
          micOff={!local.micOn}
          sharing={false}
          status={local.opening ? t('call.lobby.opening') : null}
        />
        <div className="mp-call__toolbar" role="toolbar" aria-label={t('call.controls.label')}>
          <MediaToggles local={local} controller={controller} />
        </div>
      </div>
      <Card heading={heading} headingLevel={2}>
        {description && <p>{description}</p>}
        <MediaProblemAlert problem={local.problem} onRetry={() => void controller.open()} />
        <DeviceFields local={local} controller={controller} />
        {error && <Alert type="error">{error}</Alert>}
        <Button
          loading={busy}
          loadingLabel={action === 'start' ? t('call.lobby.starting') : t('call.lobby.joining')}
          disabled={local.opening}
          onClick={onGo}
        >
          {action === 'start' ? t('call.lobby.start') : t('call.lobby.join')}
        </Button>
      </Card>
    </div>
  );
}
