/**
 * This person's camera, microphone and screen during the lobby and the call: what is on, which
 * device, and what is sent (the screen while sharing, else the camera while it is on).
 */
import type { CallMediaState } from '@mp/contracts';
import {
  listMediaDevices,
  openLocalMedia,
  openScreen,
  type MediaDevices,
  type MediaProblem,
} from './media';
import type { LocalTracks, MediaKind } from './peer-link';

export interface LocalSnapshot {
  opening: boolean;
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  problem: MediaProblem | null;
  devices: MediaDevices;
  audioDeviceId: string | null;
  videoDeviceId: string | null;
  hasMicrophone: boolean;
  hasCamera: boolean;
  /** The video this person sees of themselves (camera or screen); null when none. */
  preview: MediaStream | null;
}

export type OutgoingListener = (kind: MediaKind, track: MediaStreamTrack | null) => void;

function stopTrack(track: MediaStreamTrack | null): void {
  track?.stop();
}

export class LocalMediaController {
  private audio: MediaStreamTrack | null = null;
  private camera: MediaStreamTrack | null = null;
  private screen: MediaStreamTrack | null = null;
  private snapshot: LocalSnapshot = {
    opening: true,
    micOn: true,
    cameraOn: true,
    sharing: false,
    problem: null,
    devices: { cameras: [], microphones: [] },
    audioDeviceId: null,
    videoDeviceId: null,
    hasMicrophone: false,
    hasCamera: false,
    preview: null,
  };
  private readonly listeners = new Set<() => void>();
  private outgoing: OutgoingListener | null = null;
  private closed = false;
  private opened = false;
  /** Moves on with every open and close: an answer for an older one is let go. */
  private generation = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LocalSnapshot => this.snapshot;

  /** Told whenever the track sent for a kind changes (the call swaps it on every peer). */
  onOutgoing(listener: OutgoingListener | null): void {
    this.outgoing = listener;
  }

  /** What the peers receive now. */
  tracks(): LocalTracks {
    return {
      audio: this.audio,
      video: this.screen ?? (this.snapshot.cameraOn ? this.camera : null),
    };
  }

  /** What the others are told (microphone, camera, screen). */
  media(): CallMediaState {
    const { micOn, cameraOn, sharing } = this.snapshot;
    return {
      audio: micOn && this.audio !== null,
      video: sharing || (cameraOn && this.camera !== null),
      screen: sharing,
    };
  }

  private update(change: Partial<LocalSnapshot>): void {
    const video = this.tracks().video;
    this.snapshot = {
      ...this.snapshot,
      ...change,
      hasMicrophone: this.audio !== null,
      hasCamera: this.camera !== null,
      sharing: this.screen !== null,
      preview: video ? new MediaStream([video]) : null,
    };
    for (const listener of this.listeners) listener();
  }

  private send(kind: MediaKind): void {
    this.outgoing?.(kind, this.tracks()[kind]);
  }

  /** Opens the microphone and camera the first time it is asked; later calls do nothing. */
  async ensureOpen(): Promise<void> {
    if (this.opened) return;
    this.opened = true;
    await this.open();
  }

  /** Opens the microphone and camera (again, after a problem was fixed). */
  async open(): Promise<void> {
    this.opened = true;
    const generation = ++this.generation;
    this.update({ opening: true });
    const { audioDeviceId, videoDeviceId } = this.snapshot;
    const opened = await openLocalMedia({ audio: true, video: true, audioDeviceId, videoDeviceId });
    if (this.closed || generation !== this.generation) {
      stopTrack(opened.audio);
      stopTrack(opened.video);
      return;
    }
    stopTrack(this.audio);
    stopTrack(this.camera);
    this.audio = opened.audio;
    this.camera = opened.video;
    if (this.audio) this.audio.enabled = this.snapshot.micOn;
    const devices = await listMediaDevices().catch(() => this.snapshot.devices);
    this.update({
      opening: false,
      problem: opened.problem,
      devices,
      audioDeviceId: this.audio?.getSettings().deviceId ?? audioDeviceId,
      videoDeviceId: this.camera?.getSettings().deviceId ?? videoDeviceId,
    });
    this.send('audio');
    this.send('video');
  }

  toggleMic(): void {
    const micOn = !this.snapshot.micOn;
    if (this.audio) this.audio.enabled = micOn;
    this.update({ micOn });
  }

  /** Off stops the camera (its light goes out); on opens it again. */
  async toggleCamera(): Promise<void> {
    if (this.snapshot.cameraOn) {
      stopTrack(this.camera);
      this.camera = null;
      this.update({ cameraOn: false });
      this.send('video');
      return;
    }
    this.update({ cameraOn: true });
    await this.reopenCamera(this.snapshot.videoDeviceId);
  }

  private async reopenCamera(deviceId: string | null): Promise<void> {
    const opened = await openLocalMedia({ audio: false, video: true, videoDeviceId: deviceId });
    if (this.closed) return stopTrack(opened.video);
    if (opened.video === null) {
      this.update({ problem: opened.problem });
      return;
    }
    stopTrack(this.camera);
    this.camera = opened.video;
    this.update({ problem: null, videoDeviceId: opened.video.getSettings().deviceId ?? deviceId });
    this.send('video');
  }

  async chooseCamera(deviceId: string): Promise<void> {
    this.update({ videoDeviceId: deviceId });
    if (this.snapshot.cameraOn) await this.reopenCamera(deviceId);
  }

  async chooseMicrophone(deviceId: string): Promise<void> {
    const opened = await openLocalMedia({ audio: true, video: false, audioDeviceId: deviceId });
    if (this.closed) return stopTrack(opened.audio);
    if (opened.audio === null) {
      this.update({ problem: opened.problem });
      return;
    }
    stopTrack(this.audio);
    this.audio = opened.audio;
    this.audio.enabled = this.snapshot.micOn;
    this.update({ problem: null, audioDeviceId: deviceId });
    this.send('audio');
  }

  /** Shares a screen, window or tab instead of the camera; false when the user cancelled. */
  async shareScreen(): Promise<boolean> {
    const track = await openScreen();
    if (track === null || this.closed) {
      stopTrack(track);
      return false;
    }
    // The browser's own "Stop sharing" ends the track.
    track.addEventListener('ended', () => this.stopSharing());
    this.screen = track;
    this.update({});
    this.send('video');
    return true;
  }

  stopSharing(): void {
    if (this.screen === null) return;
    stopTrack(this.screen);
    this.screen = null;
    this.update({});
    this.send('video');
  }

  /** In use (again): a closed controller opens anew on the next ensureOpen. */
  attach(): void {
    this.closed = false;
  }

  close(): void {
    this.closed = true;
    this.opened = false;
    this.generation += 1;
    stopTrack(this.audio);
    stopTrack(this.camera);
    stopTrack(this.screen);
    this.audio = null;
    this.camera = null;
    this.screen = null;
    this.outgoing = null;
  }
}
