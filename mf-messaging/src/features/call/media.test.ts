import { fakeTrack } from '../../testing/call-fakes';
import { classifyMediaError, listMediaDevices, openLocalMedia } from './media';

const named = (name: string) => Object.assign(new Error(name), { name });

function streamOf(...tracks: MediaStreamTrack[]) {
  return {
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
}

function setMediaDevices(devices: Partial<MediaDevices> | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value: devices, configurable: true });
}

afterEach(() => setMediaDevices(undefined));

it('reads getUserMedia failures as blocked, busy or missing', () => {
  expect(classifyMediaError(named('NotAllowedError'))).toBe('denied');
  expect(classifyMediaError(named('SecurityError'))).toBe('denied');
  expect(classifyMediaError(named('NotReadableError'))).toBe('inUse');
  expect(classifyMediaError(named('NotFoundError'))).toBe('missing');
  expect(classifyMediaError(named('OverconstrainedError'))).toBe('missing');
});

it('opens the microphone and camera with one request', async () => {
  const getUserMedia = jest.fn(() =>
    Promise.resolve(streamOf(fakeTrack('audio'), fakeTrack('video'))),
  );
  setMediaDevices({ getUserMedia } as unknown as MediaDevices);
  const opened = await openLocalMedia({ audio: true, video: true, videoDeviceId: 'cam-2' });
  expect(opened.problem).toBeNull();
  expect([opened.audio?.kind, opened.video?.kind]).toEqual(['audio', 'video']);
  expect(getUserMedia).toHaveBeenCalledTimes(1);
  expect(getUserMedia).toHaveBeenCalledWith({
    audio: {},
    video: { deviceId: { exact: 'cam-2' } },
  });
});

it('says the permission was denied, without asking kind by kind', async () => {
  const getUserMedia = jest.fn(() => Promise.reject(named('NotAllowedError')));
  setMediaDevices({ getUserMedia } as unknown as MediaDevices);
  expect(await openLocalMedia({ audio: true, video: true })).toEqual({
    audio: null,
    video: null,
    problem: 'denied',
  });
  expect(getUserMedia).toHaveBeenCalledTimes(1);
});

it('keeps the microphone when there is no camera', async () => {
  const getUserMedia = jest.fn((constraints: MediaStreamConstraints) =>
    constraints.video
      ? Promise.reject(named('NotFoundError'))
      : Promise.resolve(streamOf(fakeTrack('audio'))),
  );
  setMediaDevices({ getUserMedia } as unknown as MediaDevices);
  const opened = await openLocalMedia({ audio: true, video: true });
  expect(opened.problem).toBe('noCamera');
  expect(opened.audio?.kind).toBe('audio');
  expect(opened.video).toBeNull();
});

it('says there is no device at all, or that one is in use', async () => {
  setMediaDevices({
    getUserMedia: () => Promise.reject(named('NotFoundError')),
  } as unknown as MediaDevices);
  expect((await openLocalMedia({ audio: true, video: true })).problem).toBe('noDevices');
  setMediaDevices({
    getUserMedia: () => Promise.reject(named('NotReadableError')),
  } as unknown as MediaDevices);
  expect((await openLocalMedia({ audio: true, video: true })).problem).toBe('inUse');
});

it('says the browser cannot make calls when it has no media devices', async () => {
  setMediaDevices(undefined);
  expect((await openLocalMedia({ audio: true, video: true })).problem).toBe('unsupported');
});

it('lists cameras and microphones with a device id', async () => {
  setMediaDevices({
    enumerateDevices: () =>
      Promise.resolve([
        { kind: 'videoinput', deviceId: 'cam-1', label: 'Front camera' },
        { kind: 'audioinput', deviceId: 'mic-1', label: 'Headset' },
        { kind: 'audiooutput', deviceId: 'out-1', label: 'Speakers' },
        { kind: 'videoinput', deviceId: '', label: '' },
      ] as MediaDeviceInfo[]),
  } as unknown as MediaDevices);
  expect(await listMediaDevices()).toEqual({
    cameras: [{ deviceId: 'cam-1', label: 'Front camera' }],
    microphones: [{ deviceId: 'mic-1', label: 'Headset' }],
  });
});
