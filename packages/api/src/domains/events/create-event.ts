import { ZCreateEventBody, ZEventResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { SUPPORT_EVENT_LIMITS } from './limits';
import { insertEvent } from './store';

/**
 * Signed calls only: every event belongs to the user who reported it (a support request must
 * be answerable), so an anonymous caller cannot fill the table.
 */
export const createEvent = definePrivateRoute(endpoints.createEvent, {
  summary: "Records an event the signed-in user reports (the chat-support widget's requests)",
  description:
    "The body's type says what data it carries; the event is stored for the caller's tenant.",
  body: ZCreateEventBody,
  response: ZEventResponse,
  rateLimit: SUPPORT_EVENT_LIMITS,
  handler: async ({ tenant, db, caller, body }) => insertEvent(db, tenant.id, caller.userId, body),
});
