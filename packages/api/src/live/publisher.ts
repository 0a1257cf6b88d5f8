import { SOCKET_EVENTS, type LiveEvent, type SocketEventName } from '@mp/contracts';
import { recipientRoom } from './rooms';
import type { LiveIo } from './types';

interface Emitter {
  emit(type: SocketEventName, payload: object): boolean;
}

const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(SOCKET_EVENTS));

/**
 * Sends one live event to its recipient's sockets on every API instance (through the adapter).
 * The one way domain code emits live events: the wire event is the event's name, the payload the
 * shape `@mp/contracts` gives that name.
 */
export type Publish = <K extends SocketEventName>(event: LiveEvent<K>) => void;

export function createPublisher(io: LiveIo): Publish {
  return (event) => {
    if (!EVENT_NAMES.has(event.type)) {
      throw new TypeError(`live: unknown event type ${JSON.stringify(event.type)}`);
    }
    if (typeof event.payload !== 'object' || event.payload === null) {
      throw new TypeError(`live: ${event.type} needs an object payload`);
    }
    const room = recipientRoom(event.tenantId, event.to);
    // The (type, payload) pair is correlated by LiveEvent, which emit's overloads cannot see.
    const target = io.to(room) as unknown as Emitter;
    target.emit(event.type, event.payload);
  };
}
