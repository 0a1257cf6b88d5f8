import type { LiveEvent, SocketEventName } from '@mp/contracts';
import type { Publish } from '../live/publisher';

interface PublishLog {
  info(details: object, message: string): void;
}

/**
 * The publisher handlers see as `ctx.publish`. The live server is created on the app's HTTP
 * server after the app is built, so it is attached later; until then (and in apps built
 * without one) an event is only logged: publishing is never an error for the caller.
 */
export interface LivePublisher {
  publish: Publish;
  attach(publish: Publish | null): void;
}

export function createLivePublisher(log: PublishLog | null = null): LivePublisher {
  let target: Publish | null = null;
  const publish = <K extends SocketEventName>(event: LiveEvent<K>): void => {
    if (target === null) {
      log?.info(
        { liveEvent: event.type, tenantId: event.tenantId, to: event.to },
        'live: no live server attached; event not delivered',
      );
      return;
    }
    target(event);
  };
  return {
    publish,
    attach: (next) => {
      target = next;
    },
  };
}
