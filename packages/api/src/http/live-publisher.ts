import type { AnnounceToTenant, LiveEvent, SocketEventName } from '@mp/contracts';
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
  /** Announces to every open page of a tenant (docs/live.md#tenant-wide-events). */
  announce: AnnounceToTenant;
  attach(publish: Publish | null, announce?: AnnounceToTenant | null): void;
}

export function createLivePublisher(log: PublishLog | null = null): LivePublisher {
  let target: Publish | null = null;
  let announceTarget: AnnounceToTenant | null = null;
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
  const announce: AnnounceToTenant = (tenantId, type, payload) => {
    if (announceTarget === null) {
      log?.info({ liveEvent: type, tenantId }, 'live: no live server attached; not announced');
      return;
    }
    announceTarget(tenantId, type, payload);
  };
  return {
    publish,
    announce,
    attach: (next, nextAnnounce = null) => {
      target = next;
      announceTarget = nextAnnounce;
    },
  };
}
