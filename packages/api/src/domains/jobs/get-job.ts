import { ZGetJobBody, ZGetJobQuery, ZJobIdParams, ZJobView, endpoints } from '@mp/contracts';
import { definePrivateRoute, definePublicRoute } from '../../http/route';
import { requireJob } from './store';
import { viewJob } from './view';

export const getJob = definePublicRoute(endpoints.getJob, {
  summary: 'One job as the viewer may see it',
  description:
    "The owner and administrators see every freelancer; a freelancer with a proposal or invitation sees their own entry; anyone else (signed out too) sees the public view of a job open for proposals (fresh, in discussion, meeting); otherwise, and for another tenant's job, 404.",
  params: ZJobIdParams,
  query: ZGetJobQuery,
  response: ZJobView,
  handler: async ({ tenant, db, caller, params, query }) =>
    viewJob(db, tenant, caller, await requireJob(db, tenant.id, params.jobId), {
      fullDetail: query.fullDetail ?? true,
    }),
});

export const getJobByBody = definePrivateRoute(endpoints.getJobByBody, {
  summary: 'One job (jobID) as the caller may see it; fromFreelancerSide shows only their entry',
  description:
    'newFreelancer: a freelancer without a proposal opening an open job gets its public view (the same rule applies without the flag). fullDetail false leaves freelancers out.',
  body: ZGetJobBody,
  response: ZJobView,
  handler: async ({ tenant, db, caller, body }) =>
    viewJob(db, tenant, caller, await requireJob(db, tenant.id, body.jobID), {
      fullDetail: body.fullDetail ?? true,
      fromFreelancerSide: body.fromFreelancerSide === true,
    }),
});
