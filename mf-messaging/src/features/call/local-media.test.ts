import { fakeTrack } from '../../testing/call-fakes';
import { LocalMediaController } from './local-media';

const named = (name: string) => Object.assign(new Error(name), { name });

function streamOf(...tracks: MediaStreamTrack[]) {
  return {
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
}

/** A browser with one microphone, two cameras and a screen to share. */
function fakeBrowserMedia() {
  let made = 0;
  const getUserMedia = jest.fn((constraints: MediaStreamConstraints) => {
    made += 1;
    const tracks = [];
    if (constraints.audio) tracks.push(fakeTrack('audio', `mic-${made}`));
    if (constraints.video) tracks.push(fakeTrack('video', `camera-${made}`));
    return Promise.resolve(streamOf(...tracks));
  });
  const screen = fakeTrack('video', 'screen');
  const getDisplayMedia = jest.fn(() => Promise.resolve(streamOf(screen)));
  const enumerateDevices = jest.fn(() =>
    Promise.resolve([
      { kind: 'audioinput', deviceId: 'mic', label: 'Headset' },
      { kind: 'videoinput', deviceId: 'cam-a', label: 'Front' },
      { kind: 'videoinput', deviceId: 'cam-b', label: 'Back' },
    ]),
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, getDisplayMedia, enumerateDevices },
  });
  return { getUserMedia, getDisplayMedia, screen };
}

// jsdom has no MediaStream: the preview only needs to carry its track.
class FakeMediaStream {
  constructor(readonly tracks: MediaStreamTrack[]) {}
  getVideoTracks() {
    return this.tracks;
  }
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'MediaStream', { configurable: true, value: FakeMediaStream });
});

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

async function opened() {
  const media = fakeBrowserMedia();
  const controller = new LocalMediaController();
  const outgoing: [string, string | null][] = [];
  controller.onOutgoing((kind, track) => outgoing.push([kind, track?.id ?? null]));
  await controller.ensureOpen();
  return { controller, outgoing, ...media };
}

it('opens the microphone and camera once, and lists the devices', async () => {
  const { controller, getUserMedia, outgoing } = await opened();
  await controller.ensureOpen();
  expect(getUserMedia).toHaveBeenCalledTimes(1);
  const snapshot = controller.getSnapshot();
  expect(snapshot).toMatchObject({
    opening: false,
    problem: null,
    micOn: true,
    cameraOn: true,
    hasMicrophone: true,
    hasCamera: true,
  });
  expect(snapshot.devices.cameras.map((c) => c.label)).toEqual(['Front', 'Back']);
  expect(outgoing).toEqual([
    ['audio', 'mic-1'],
    ['video', 'camera-1'],
  ]);
  expect(controller.media()).toEqual({ audio: true, video: true, screen: false });
});

it('mutes by disabling the microphone track, and tells the others', async () => {
  const { controller } = await opened();
  const mic = controller.tracks().audio;
  controller.toggleMic();
  expect(mic?.enabled).toBe(false);
  expect(controller.getSnapshot().micOn).toBe(false);
  expect(controller.media().audio).toBe(false);
  controller.toggleMic();
  expect(mic?.enabled).toBe(true);
});

it('turning the camera off stops it and sends no video; on opens it again', async () => {
  const { controller, outgoing } = await opened();
  const camera = controller.tracks().video;
  await controller.toggleCamera();
  expect(camera?.stop).toHaveBeenCalled();
  expect(controller.tracks().video).toBeNull();
  expect(controller.getSnapshot().preview).toBeNull();
  expect(controller.media().video).toBe(false);
  await controller.toggleCamera();
  expect(controller.tracks().video?.id).toBe('camera-2');
  expect(outgoing.slice(2)).toEqual([
    ['video', null],
    ['video', 'camera-2'],
  ]);
});

it('switches to another camera', async () => {
  const { controller, getUserMedia } = await opened();
  await controller.chooseCamera('cam-b');
  expect(getUserMedia).toHaveBeenLastCalledWith({
    audio: false,
    video: { deviceId: { exact: 'cam-b' } },
  });
  expect(controller.tracks().video?.id).toBe('camera-2');
});

it('shares the screen instead of the camera, and goes back when sharing stops', async () => {
  const { controller, outgoing } = await opened();
  expect(await controller.shareScreen()).toBe(true);
  expect(controller.tracks().video?.id).toBe('screen');
  expect(controller.media()).toEqual({ audio: true, video: true, screen: true });
  controller.stopSharing();
  expect(controller.tracks().video?.id).toBe('camera-1');
  expect(outgoing.slice(2)).toEqual([
    ['video', 'screen'],
    ['video', 'camera-1'],
  ]);
});

it('stays on the camera when the user cancels the screen picker', async () => {
  const { controller, getDisplayMedia } = await opened();
  getDisplayMedia.mockImplementationOnce(() => Promise.reject(named('NotAllowedError')));
  expect(await controller.shareScreen()).toBe(false);
  expect(controller.getSnapshot().sharing).toBe(false);
});

it('says what is wrong when the camera is blocked, and opens once it is allowed', async () => {
  const { getUserMedia } = fakeBrowserMedia();
  const allowed = getUserMedia.getMockImplementation()!;
  getUserMedia.mockImplementation(() => Promise.reject(named('NotAllowedError')));
  const controller = new LocalMediaController();
  await controller.ensureOpen();
  expect(controller.getSnapshot()).toMatchObject({ problem: 'denied', hasCamera: false });
  expect(controller.media()).toEqual({ audio: false, video: false, screen: false });
  getUserMedia.mockImplementation(allowed);
  await controller.open();
  expect(controller.getSnapshot()).toMatchObject({ problem: null, hasCamera: true });
});

it('closing lets every device go', async () => {
  const { controller } = await opened();
  const { audio, video } = controller.tracks();
  controller.close();
  expect(audio?.stop).toHaveBeenCalled();
  expect(video?.stop).toHaveBeenCalled();
  expect(controller.tracks()).toEqual({ audio: null, video: null });
});
