import { Button } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';
import type { LocalMediaController, LocalSnapshot } from './local-media';

/** Microphone and camera on/off, as toggle buttons. */
export function MediaToggles({
  local,
  controller,
}: {
  local: LocalSnapshot;
  controller: LocalMediaController;
}) {
  const { t } = useMessagingT();
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={!local.micOn}
        disabled={!local.hasMicrophone}
        onClick={() => controller.toggleMic()}
      >
        {local.micOn ? t('call.controls.mute') : t('call.controls.unmute')}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={!local.cameraOn}
        disabled={!local.hasCamera && local.cameraOn}
        onClick={() => void controller.toggleCamera()}
      >
        {local.cameraOn ? t('call.controls.cameraOff') : t('call.controls.cameraOn')}
      </Button>
    </>
  );
}
