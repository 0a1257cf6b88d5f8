import mitt, { type Emitter, type Handler } from 'mitt';
import type { MarketplaceEventName, MarketplaceEvents } from './events';

export type MarketplaceHandler<K extends MarketplaceEventName> = Handler<MarketplaceEvents[K]>;

export interface EventBus extends Emitter<MarketplaceEvents> {
  /** `on` that hands back its own unsubscribe, handy as a React effect cleanup. */
  subscribe<K extends MarketplaceEventName>(type: K, handler: MarketplaceHandler<K>): () => void;
  /** Runs the handler for the next event of this type only; returns a cancel function. */
  once<K extends MarketplaceEventName>(type: K, handler: MarketplaceHandler<K>): () => void;
}

export function createEventBus(): EventBus {
  const emitter = mitt<MarketplaceEvents>();
  const subscribe: EventBus['subscribe'] = (type, handler) => {
    emitter.on(type, handler);
    return () => emitter.off(type, handler);
  };
  const once: EventBus['once'] = (type, handler) => {
    const wrapper: typeof handler = (payload) => {
      emitter.off(type, wrapper);
      handler(payload);
    };
    emitter.on(type, wrapper);
    return () => emitter.off(type, wrapper);
  };
  return Object.assign(emitter, { subscribe, once });
}

// The package is a federation singleton, but a remote that fails version negotiation (or runs
// beside a second copy) would get its own module instance; keeping the bus on the page global
// guarantees one bus per page either way.
const GLOBAL_KEY = Symbol.for('@mp/event-bus');
type BusHolder = { [GLOBAL_KEY]?: EventBus };

function pageBus(): EventBus {
  const holder = globalThis as BusHolder;
  holder[GLOBAL_KEY] ??= createEventBus();
  return holder[GLOBAL_KEY];
}

/** The one bus of the page, shared by the shell and every remote. */
export const eventBus: EventBus = pageBus();
