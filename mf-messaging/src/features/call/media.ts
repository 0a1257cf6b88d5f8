/**
 * The camera, microphone and screen of this browser (docs/video.md#in-the-browser): opening them
 * with fallbacks, and what went wrong in words a screen can show.
 */

/** Why some or all local media is missing. */
export type MediaProblem =
  'denied' | 'noDevices' | 'noCamera' | 'noMicrophone' | 'inUse' | 'unsupported';

export interface MediaChoice {
  audio: boolean;
  video: boolean;
  audioDeviceId?: string | null;
  videoDeviceId?: string | null;
}

export interface LocalMedia {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  /** What could not be had (null: everything asked for). */
  problem: MediaProblem | null;
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : '';
}

/** How a getUserMedia failure reads: blocked, nothing there, or busy. */
export function classifyMediaError(error: unknown): 'denied' | 'missing' | 'inUse' {
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'denied';
  }
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') {
    return 'inUse';
  }
  return 'missing';
}

export function mediaSupported(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

export function screenShareSupported(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);
}

function constraint(
  on: boolean,
  deviceId: string | null | undefined,
): MediaTrackConstraints | false {
  if (!on) return false;
  return deviceId ? { deviceId: { exact: deviceId } } : {};
}

async function open(
  kind: 'audio' | 'video',
  choice: MediaChoice,
): Promise<MediaStreamTrack | 'denied' | 'missing' | 'inUse'> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: kind === 'audio' ? constraint(true, choice.audioDeviceId) : false,
      video: kind === 'video' ? constraint(true, choice.videoDeviceId) : false,
    });
    const [track] = kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks();
    return track ?? 'missing';
  } catch (error) {
    return classifyMediaError(error);
  }
}

function problemOf(
  choice: MediaChoice,
  audio: MediaStreamTrack | string | null,
  video: MediaStreamTrack | string | null,
): MediaProblem | null {
  const failures = [audio, video].filter((r): r is string => typeof r === 'string');
  if (failures.length === 0) return null;
  if (failures.includes('denied')) return 'denied';
  if (failures.includes('inUse')) return 'inUse';
  const noAudio = choice.audio && typeof audio === 'string';
  const noVideo = choice.video && typeof video === 'string';
  if (noAudio && noVideo) return 'noDevices';
  return noAudio ? 'noMicrophone' : 'noCamera';
}

const trackOf = (result: MediaStreamTrack | string | null): MediaStreamTrack | null =>
  typeof result === 'string' ? null : result;

/**
 * Opens what is asked for: both at once (one permission prompt), else each kind on its own, so
 * a missing camera still leaves the microphone (and the other way round). Nothing is thrown:
 * what is missing is in `problem`.
 */
export async function openLocalMedia(choice: MediaChoice): Promise<LocalMedia> {
  if (!mediaSupported()) return { audio: null, video: null, problem: 'unsupported' };
  if (!choice.audio && !choice.video) return { audio: null, video: null, problem: null };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: constraint(choice.audio, choice.audioDeviceId),
      video: constraint(choice.video, choice.videoDeviceId),
    });
    const audio = stream.getAudioTracks()[0] ?? null;
    const video = stream.getVideoTracks()[0] ?? null;
    return {
      audio,
      video,
      problem: problemOf(
        choice,
        audio ?? (choice.audio ? 'missing' : null),
        video ?? (choice.video ? 'missing' : null),
      ),
    };
  } catch (error) {
    // Once the user blocked the page, asking again kind by kind asks for nothing.
    if (classifyMediaError(error) === 'denied') {
      return { audio: null, video: null, problem: 'denied' };
    }
  }
  const audio = choice.audio ? await open('audio', choice) : null;
  const video = choice.video ? await open('video', choice) : null;
  return { audio: trackOf(audio), video: trackOf(video), problem: problemOf(choice, audio, video) };
}

/** One camera or microphone; the label is empty until the page may use media. */
export interface MediaDevice {
  deviceId: string;
  label: string;
}

export interface MediaDevices {
  cameras: MediaDevice[];
  microphones: MediaDevice[];
}

export async function listMediaDevices(): Promise<MediaDevices> {
  if (!navigator.mediaDevices?.enumerateDevices) return { cameras: [], microphones: [] };
  const devices = await navigator.mediaDevices.enumerateDevices();
  const of = (kind: MediaDeviceKind) =>
    devices
      .filter((device) => device.kind === kind && device.deviceId !== '')
      .map((device) => ({ deviceId: device.deviceId, label: device.label }));
  return { cameras: of('videoinput'), microphones: of('audioinput') };
}

/** The screen (or a window or tab) the user picks; null when they cancel or cannot. */
export async function openScreen(): Promise<MediaStreamTrack | null> {
  if (!screenShareSupported()) return null;
  try {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    return stream.getVideoTracks()[0] ?? null;
  } catch {
    return null;
  }
}
