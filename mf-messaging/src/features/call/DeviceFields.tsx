import { SelectField } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';
import type { MediaDevice } from './media';
import type { LocalMediaController, LocalSnapshot } from './local-media';

function options(devices: readonly MediaDevice[], unnamed: (index: number) => string) {
  return devices.map((device, index) => (
    <option key={device.deviceId} value={device.deviceId}>
      {device.label || unnamed(index + 1)}
    </option>
  ));
}

/** Which camera and microphone to use (the lists fill in once the browser allows media). */
export function DeviceFields({
  local,
  controller,
}: {
  local: LocalSnapshot;
  controller: LocalMediaController;
}) {
  const { t } = useMessagingT();
  const { cameras, microphones } = local.devices;
  return (
    <div className="mp-call__devices">
      <SelectField
        label={t('call.devices.camera')}
        value={local.videoDeviceId ?? ''}
        disabled={cameras.length === 0}
        hint={cameras.length === 0 ? t('call.devices.none') : undefined}
        onChange={(event) => void controller.chooseCamera(event.target.value)}
      >
        {cameras.length === 0 && <option value="">{t('call.devices.none')}</option>}
        {options(cameras, (number) => t('call.devices.unnamedCamera', { number }))}
      </SelectField>
      <SelectField
        label={t('call.devices.microphone')}
        value={local.audioDeviceId ?? ''}
        disabled={microphones.length === 0}
        hint={microphones.length === 0 ? t('call.devices.none') : undefined}
        onChange={(event) => void controller.chooseMicrophone(event.target.value)}
      >
        {microphones.length === 0 && <option value="">{t('call.devices.none')}</option>}
        {options(microphones, (number) => t('call.devices.unnamedMicrophone', { number }))}
      </SelectField>
    </div>
  );
}
