import {
  API_ERROR_CODES,
  CALL_LINK_PATTERN,
  ZNotifyChatStartedBody,
  ZNotifyChatStartedParams,
  ZNotifyChatStartedResponse,
  endpoints,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { findJob, jobAccess, type JobRow } from '../jobs';
import { findUser } from '../users';
import { joinLinkFor, nameOf, ring } from './calling';
import { requireVideoCalls } from './parties';
import { callNotFound, findOpenRoom } from './store';

function jobNotFound(): HttpError {
  return new HttpError(404, API_ERROR_CODES.jobNotFound, 'No such job', [
    { path: 'params.jobId', message: 'No job you are a party to has this id' },
  ]);
}

/** Whether the user is the job's customer or a freelancer with a proposal or invitation on it. */
async function isJobParty(db: Queryable, job: JobRow, who: Caller): Promise<boolean> {
  const access = await jobAccess(db, who, job);
  return access === 'freelancer' || (access === 'full' && who.userId === job.customer_id);
}

export const notifyChatStarted = definePrivateRoute(endpoints.notifyChatStarted, {
  summary: 'Rings a party of a job again about an open call',
  description:
    "The caller and toUserId are parties of the job (its customer, or a freelancer with a proposal or invitation: 404 JOB_NOT_FOUND for the caller, 422 naming body.toUserId otherwise); chatLink is the call link of an open room about this job that both are invited to (404 CALL_NOT_FOUND / 422 naming the field). toUserId receives VIDEO_CHAT_STARTED with the link to their own area's call page. docs/video.md#ringing.",
  params: ZNotifyChatStartedParams,
  body: ZNotifyChatStartedBody,
  response: ZNotifyChatStartedResponse,
  handler: async ({ tenant, db, caller, params, body, publish }) => {
    requireVideoCalls(tenant, caller);
    const job = await findJob(db, tenant.id, params.jobId);
    if (job === null || !(await isJobParty(db, job, caller))) throw jobNotFound();
    const roomName = CALL_LINK_PATTERN.exec(body.chatLink)?.[2];
    if (roomName === undefined) throw new Error('chatLink passed validation but does not parse');
    const room = await findOpenRoom(db, tenant.id, roomName, caller.userId);
    if (room === null) throw callNotFound('body.chatLink');
    if (room.jobId !== job.id) {
      throw httpErrors.unprocessable('This call is not about this job', [
        { path: 'body.chatLink', message: 'Use the link of a call about this job' },
      ]);
    }
    const recipient = await findUser(db, tenant.id, body.toUserId);
    const invited = room.participants.some((p) => p.userId === body.toUserId);
    const party =
      recipient !== null &&
      (await isJobParty(db, job, {
        userId: recipient.id,
        tenantId: tenant.id,
        role: recipient.role,
        freelancerRole: recipient.freelancer_role,
      }));
    if (body.toUserId === caller.userId || !invited || !party) {
      throw httpErrors.unprocessable('That person is not invited to this call about the job', [
        { path: 'body.toUserId', message: 'Name someone else invited to this call' },
      ]);
    }
    ring(publish, tenant.id, caller.userId, await nameOf(db, tenant.id, caller.userId), room, [
      body.toUserId,
    ]);
    return { notified: true as const, roomName, link: joinLinkFor(room, body.toUserId) };
  },
});
