/** The subset of a pino/fastify logger the live server writes to. */
export interface LiveLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const ignore = (): void => undefined;

export const silentLogger: LiveLogger = { info: ignore, warn: ignore, error: ignore };

/** Logs at most once per `intervalMs`, so an outage (Redis down) does not flood the log. */
export function throttled(
  log: (details: object, message: string) => void,
  intervalMs: number,
): (details: object, message: string) => void {
  let last = -Infinity;
  let suppressed = 0;
  return (details, message) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      suppressed += 1;
      return;
    }
    last = now;
    log(suppressed > 0 ? { ...details, suppressed } : details, message);
    suppressed = 0;
  };
}
