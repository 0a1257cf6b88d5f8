declare global {
  interface Window {
    __MP_SHARED_PROBE__?: Record<string, Record<string, unknown>>;
    /** What the shell publishes of each remote build it loaded (shell/src/federation/remotes.ts). */
    __MP_REMOTE_BUILDS__?: Record<
      string,
      { version: string | null; buildId: string | null; manifestUrl: string; fromFallback: boolean }
    >;
  }
}

export {};
