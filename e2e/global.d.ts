declare global {
  interface Window {
    __MP_SHARED_PROBE__?: Record<string, Record<string, unknown>>;
  }
}

export {};
