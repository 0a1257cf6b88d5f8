/** Job states (close, delete, end, mass close), invitations and signed public links. */
import {
  SOCKET_EVENTS,
  type CloseJobResponse,
  type InvitationResponse,
  type InviteLinksResponse,
  type JobView,
  type NotificationsPage,
  type PostJobResponse,
} from '@mp/contracts';
import { SIGNATURE_PURPOSES, signLink, useSignature } from '../src/domains/jobs/signatures';
import { accounts, call, connectLiveAs, snapshotTenant, setUpTestApi } from './harness';
import { forgeSignature, respellSignature } from './support/signatures';

const { customer, orgCustomer, freelancer, agency, admin, acmeFreelancer } = accounts;

const api = setUpTestApi();

async function postJob(
  user = customer.userId,
  job: Record<string, unknown> = {},
): Promise<JobView> {
  const response = await call(api, {
    method: 'POST',
    url: '/jobs/post_job',
    user,
    body: { job: { title: 'A job', budget: 10000, contractType: 1, ...job } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<PostJobResponse>().job!;
}

async function setStatus(jobId: string, status: string): Promise<void> {
  await api.db.query(`UPDATE jobs SET status = $2 WHERE tenant_id = 'demo' AND id = $1`, [
    jobId,
    status,
  ]);
}

async function addMilestone(jobId: string, status: number): Promise<void> {
  await api.db.query(
    `INSERT INTO milestones (tenant_id, id, job_id, freelancer_id, title, status)
     VALUES ('demo', $1, $2, $3, $4, $5)`,
    [`m-${jobId.slice(0, 8)}-${status}`, jobId, freelancer.userId, `Milestone ${status}`, status],
  );
}

function close(jobId: string, user: string, body: Record<string, unknown> = {}) {
  return call(api, { method: 'POST', url: `/jobs/${jobId}/close`, user, body });
}

function end(jobId: string, user: string) {
  return call(api, { method: 'POST', url: `/jobs/${jobId}/end`, user });
}

describe('closing and ending', () => {
  it('the owner closes with the found flag; a closed job takes no edit, close or invitation (409)', async () => {
    const job = await postJob();
    const closed = await close(job.jobID, customer.userId, { found: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<CloseJobResponse>().job).toMatchObject({
      jobStatus: 'USER_CLOSED',
      found: true,
      closedAt: expect.any(String),
    });
    const again = await close(job.jobID, customer.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('already closed by its owner');
    const edit = await call(api, {
      method: 'PUT',
      url: `/jobs/${job.jobID}`,
      user: customer.userId,
      body: { title: 'x' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toContain('Cannot edit the job');
    const invite = await call(api, {
      method: 'POST',
      url: '/jobs/customer_send_invitation',
      user: customer.userId,
      body: { jobID: job.jobID, freelancerID: freelancer.userId },
    });
    expect(invite.statusCode).toBe(409);
    const tax = await call(api, {
      method: 'POST',
      url: `/jobs/${job.jobID}/tax`,
      user: customer.userId,
      body: { taxType: 'VAT', taxRate: 5 },
    });
    expect(tax.statusCode).toBe(409);
  });

  it('deleted: true closes as USER_CLOSED; an administrator closes as ADMIN_CLOSED', async () => {
    const deleted = await postJob();
    const response = await close(deleted.jobID, customer.userId, { deleted: true });
    expect(response.json<CloseJobResponse>().job.jobStatus).toBe('USER_CLOSED');
    const byAdmin = await postJob();
    const adminClose = await close(byAdmin.jobID, admin.userId, { jobStatus: 'USER_CLOSED' });
    expect(adminClose.statusCode).toBe(200);
    expect(adminClose.json<CloseJobResponse>().job.jobStatus).toBe('ADMIN_CLOSED');
    const ownerAsAdmin = await close((await postJob()).jobID, customer.userId, {
      jobStatus: 'ADMIN_CLOSED',
    });
    expect(ownerAsAdmin.statusCode).toBe(403);
  });

  it('ENDED only from CONTRACT, by close or end; every other status is 409 with the reason', async () => {
    const job = await postJob();
    for (const status of ['FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB']) {
      await setStatus(job.jobID, status);
      const refused = await end(job.jobID, customer.userId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toContain(`from ${status} to ENDED`);
      const closeEnded = await close(job.jobID, customer.userId, { jobStatus: 'ENDED' });
      expect(closeEnded.statusCode).toBe(409);
    }
    await setStatus(job.jobID, 'CONTRACT');
    const ended = await end(job.jobID, customer.userId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<JobView>().jobStatus).toBe('ENDED');
    for (const status of ['ENDED', 'USER_CLOSED', 'ADMIN_CLOSED']) {
      await setStatus(job.jobID, status);
      expect((await end(job.jobID, customer.userId)).statusCode).toBe(409);
    }
    const other = await postJob();
    await setStatus(other.jobID, 'CONTRACT');
    const closeEnded = await close(other.jobID, customer.userId, { jobStatus: 'ENDED' });
    expect(closeEnded.json<CloseJobResponse>().job.jobStatus).toBe('ENDED');
  });

  it('refuses closing while a milestone is paid, completed or awaiting payment (409)', async () => {
    for (const blocking of [2, 3, 5]) {
      const job = await postJob();
      await addMilestone(job.jobID, 0);
      await addMilestone(job.jobID, blocking);
      const response = await close(job.jobID, customer.userId);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toContain(
        `"Milestone ${blocking}" are paid, completed or awaiting payment`,
      );
    }
    const fine = await postJob();
    for (const status of [0, 1, 4]) await addMilestone(fine.jobID, status);
    expect((await close(fine.jobID, customer.userId)).statusCode).toBe(200);
  });

  it('only the owner or an administrator closes (others 404)', async () => {
    const job = await postJob();
    expect((await close(job.jobID, orgCustomer.userId)).statusCode).toBe(404);
    expect((await close(job.jobID, freelancer.userId)).statusCode).toBe(403);
  });
});

describe('mass close of child jobs', () => {
  it('closes the children in the background, then MASS_CLOSE_JOBS_FINISHED reaches the customer', async () => {
    const root = await postJob(customer.userId, { title: 'Team root' });
    const children: JobView[] = [];
    for (const title of ['Child A', 'Child B', 'Child C']) {
      children.push(await postJob(customer.userId, { title, rootJobId: root.jobID }));
    }
    await addMilestone(children[1]!.jobID, 2);
    const socket = await connectLiveAs(api, customer);
    try {
      const response = await close(root.jobID, customer.userId, { found: false });
      expect(response.statusCode).toBe(200);
      expect(response.json<CloseJobResponse>().childJobsClosing).toBe(3);
      const payload = await socket.next(SOCKET_EVENTS.massCloseJobsFinished, 10_000);
      expect(payload).toEqual({
        jobsProcessedCount: 3,
        jobsNotClosed: [{ jobId: children[1]!.jobID, title: 'Child B' }],
      });
    } finally {
      socket.socket.close();
    }
    await api.api.background.idle();
    const statuses = await api.db.query<{ id: string; status: string }>(
      `SELECT id, status FROM jobs WHERE tenant_id = 'demo' AND root_job_id = $1 ORDER BY title`,
      [root.jobID],
    );
    expect(statuses.rows.map((row) => row.status)).toEqual([
      'USER_CLOSED',
      'FRESH_JOB',
      'USER_CLOSED',
    ]);
  });
});

describe('invitations', () => {
  it('invites a freelancer of the tenant once, with a notice carrying a signed apply link', async () => {
    const job = await postJob(customer.userId, { title: 'Invite me' });
    const first = await call(api, {
      method: 'POST',
      url: '/jobs/customer_send_invitation',
      user: customer.userId,
      body: { jobID: job.jobID, freelancerID: freelancer.userId },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<InvitationResponse>()).toMatchObject({
      created: true,
      invitation: { status: 'SENT', freelancerId: freelancer.userId, customerId: customer.userId },
    });
    const second = await call(api, {
      method: 'POST',
      url: '/jobs/customer_send_invitation',
      user: customer.userId,
      body: { jobID: job.jobID, freelancerID: freelancer.userId },
    });
    expect(second.json<InvitationResponse>().created).toBe(false);
    const notes = await call(api, {
      method: 'GET',
      url: '/notifications',
      user: freelancer.userId,
    });
    const invitation = notes
      .json<NotificationsPage>()
      .notifications.find((n) => n.kind === 'JOB_INVITATION' && n.payload.jobId === job.jobID);
    const link = invitation?.payload.applyLink as { signature: string; path: string };
    expect(link.path).toContain(`/freelancer/proposal?jobId=${job.jobID}`);
    // The apply link is a valid single-use signature for exactly this job and freelancer.
    await api.db
      .transaction(async (tx) => {
        await useSignature(
          tx,
          api.config.secrets,
          'demo',
          SIGNATURE_PURPOSES.apply,
          [job.jobID, freelancer.userId],
          link.signature,
        );
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
  });

  it('refuses customers, freelancers and non-freelancers that are not right (404/422)', async () => {
    const job = await postJob();
    const notOwner = await call(api, {
      method: 'POST',
      url: '/jobs/customer_send_invitation',
      user: orgCustomer.userId,
      body: { jobID: job.jobID, freelancerID: freelancer.userId },
    });
    expect(notOwner.statusCode).toBe(404);
    for (const freelancerID of [acmeFreelancer.userId, orgCustomer.userId]) {
      const response = await call(api, {
        method: 'POST',
        url: '/jobs/customer_send_invitation',
        user: customer.userId,
        body: { jobID: job.jobID, freelancerID },
      });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain('body.freelancerID');
    }
  });

  it('the invitee accepts: ACCEPTED and a draft proposal; others have nothing to accept', async () => {
    const job = await postJob();
    await call(api, {
      method: 'POST',
      url: '/jobs/customer_send_invitation',
      user: customer.userId,
      body: { jobID: job.jobID, freelancerID: freelancer.userId },
    });
    const accepted = await call(api, {
      method: 'POST',
      url: '/jobs/invite/accept',
      user: freelancer.userId,
      body: { jobID: job.jobID },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      invitation: { status: 'ACCEPTED', acceptedAt: expect.any(String) },
      proposalId: expect.any(String),
      next: `/freelancer/search-jobs?jobId=${job.jobID}`,
    });
    const proposal = await api.db.query<{ status: number }>(
      `SELECT status FROM proposals WHERE tenant_id = 'demo' AND job_id = $1 AND freelancer_id = $2`,
      [job.jobID, freelancer.userId],
    );
    expect(proposal.rows).toEqual([{ status: 0 }]);
    const owner = await call(api, {
      method: 'GET',
      url: `/jobs/${job.jobID}`,
      user: customer.userId,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<JobView>().freelancers).toEqual([
      expect.objectContaining({
        freelancerDetails: expect.objectContaining({ userId: freelancer.userId }),
        proposal: expect.objectContaining({ status: 0, freelancerId: freelancer.userId }),
      }),
    ]);
    const stranger = await call(api, {
      method: 'POST',
      url: '/jobs/invite/accept',
      user: agency.userId,
      body: { jobID: job.jobID },
    });
    expect(stranger.statusCode).toBe(404);
    const closedJob = await postJob();
    await call(api, {
      method: 'POST',
      url: '/jobs/customer_send_invitation',
      user: customer.userId,
      body: { jobID: closedJob.jobID, freelancerID: freelancer.userId },
    });
    await close(closedJob.jobID, customer.userId);
    const late = await call(api, {
      method: 'POST',
      url: '/jobs/invite/accept',
      user: freelancer.userId,
      body: { jobID: closedJob.jobID },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('Cannot accept the invitation');
  });
});

describe('signed public invitations', () => {
  async function inviteLink(jobId: string, freelancerId: string): Promise<string> {
    const response = await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/invite_links`,
      user: customer.userId,
      body: { freelancerIds: [freelancerId] },
    });
    expect(response.statusCode).toBe(200);
    const link = response.json<InviteLinksResponse>().links[0]!;
    expect(link.path).toContain('/customer/invite?jobID=');
    return link.signature;
  }

  function publicInvite(body: Record<string, unknown>, tenant = 'demo') {
    return call(api, {
      method: 'POST',
      url: '/public/jobs/customer_send_invitation',
      tenant,
      body,
    });
  }

  it('invites once through a signed link; the same signature again is 409', async () => {
    const job = await postJob();
    const signature = await inviteLink(job.jobID, freelancer.userId);
    const body = {
      jobID: job.jobID,
      freelancerID: freelancer.userId,
      customerID: customer.userId,
      signature,
    };
    const first = await publicInvite(body);
    expect(first.statusCode).toBe(200);
    expect(first.json<InvitationResponse>().created).toBe(true);
    const before = await snapshotTenant(api.db, 'demo');
    const reused = await publicInvite(body);
    expect(reused.statusCode).toBe(409);
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
  });

  it('refuses forged, re-targeted, other-tenant and expired signatures with 403, writing nothing', async () => {
    const job = await postJob();
    const signature = await inviteLink(job.jobID, freelancer.userId);
    const good = {
      jobID: job.jobID,
      freelancerID: freelancer.userId,
      customerID: customer.userId,
      signature,
    };
    const expired = await signLink(
      api.db,
      api.config.secrets,
      'demo',
      SIGNATURE_PURPOSES.invite,
      [job.jobID, freelancer.userId, customer.userId],
      { ttlMs: 1000, now: Date.now() - 60_000 },
    );
    const before = await snapshotTenant(api.db, 'demo');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, signature: forgeSignature(signature) }, 'demo'],
      [{ ...good, signature: respellSignature(signature) }, 'demo'],
      [{ ...good, signature: 'v1.9999999999.not-a-signature' }, 'demo'],
      [{ ...good, freelancerID: agency.userId }, 'demo'],
      [{ ...good, signature: expired.signature }, 'demo'],
      [good, 'acme'],
    ];
    for (const [body, tenant] of cases) {
      const response = await publicInvite(body, tenant);
      expect(response.statusCode).toBe(403);
    }
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
    // An apply signature is not an invite signature.
    const apply = await signLink(api.db, api.config.secrets, 'demo', SIGNATURE_PURPOSES.apply, [
      job.jobID,
      freelancer.userId,
    ]);
    expect((await publicInvite({ ...good, signature: apply.signature })).statusCode).toBe(403);
  });
});

describe('send-contract-accepted-event', () => {
  it('needs a job in contract with an accepted proposal, then notifies the hired freelancer', async () => {
    const job = await postJob();
    const early = await call(api, {
      method: 'POST',
      url: '/apis/actions/send-contract-accepted-event',
      user: customer.userId,
      body: { job: { jobID: job.jobID } },
    });
    expect(early.statusCode).toBe(409);
    await api.db.query(
      `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, status, accepted_at)
       VALUES ('demo', $1, $2, $3, 4, now())`,
      [`p-${job.jobID.slice(0, 8)}`, job.jobID, freelancer.userId],
    );
    await setStatus(job.jobID, 'CONTRACT');
    const sent = await call(api, {
      method: 'POST',
      url: '/apis/actions/send-contract-accepted-event',
      user: customer.userId,
      body: { job: { jobID: job.jobID } },
    });
    expect(sent.statusCode).toBe(200);
    const notes = await call(api, {
      method: 'GET',
      url: '/notifications',
      user: freelancer.userId,
    });
    expect(
      notes
        .json<NotificationsPage>()
        .notifications.some((n) => n.kind === 'CONTRACT_ACCEPTED' && n.payload.jobId === job.jobID),
    ).toBe(true);
    // Sending again (or after accept-contract told the freelancer) adds no second notification.
    const again = await call(api, {
      method: 'POST',
      url: '/apis/actions/send-contract-accepted-event',
      user: customer.userId,
      body: { job: { jobID: job.jobID } },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ notificationIds: string[] }>().notificationIds).toEqual(
      sent.json<{ notificationIds: string[] }>().notificationIds,
    );
    const stored = await api.db.query<{ recipient_id: string | null }>(
      `SELECT recipient_id FROM notifications
        WHERE tenant_id = 'demo' AND kind = 'CONTRACT_ACCEPTED' AND payload->>'jobId' = $1`,
      [job.jobID],
    );
    expect(stored.rows.map((r) => r.recipient_id).sort()).toEqual([freelancer.userId, null].sort());
  });

  it('does not tell a freelancer twice when accept-contract already did', async () => {
    const job = await postJob();
    await api.db.query(
      `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, status, accepted_at)
       VALUES ('demo', $1, $2, $3, 4, now())`,
      [`q-${job.jobID.slice(0, 8)}`, job.jobID, freelancer.userId],
    );
    await setStatus(job.jobID, 'CONTRACT');
    await api.db.query(
      `INSERT INTO notifications (tenant_id, id, recipient_id, kind, payload, created_by)
       VALUES ('demo', $1, $2, 'CONTRACT_ACCEPTED', $3::jsonb, $4)`,
      [
        `n-${job.jobID.slice(0, 8)}`,
        freelancer.userId,
        JSON.stringify({ jobId: job.jobID }),
        customer.userId,
      ],
    );
    const sent = await call(api, {
      method: 'POST',
      url: '/apis/actions/send-contract-accepted-event',
      user: customer.userId,
      body: { job: { jobID: job.jobID } },
    });
    expect(sent.statusCode).toBe(200);
    const stored = await api.db.query<{ recipient_id: string | null }>(
      `SELECT recipient_id FROM notifications
        WHERE tenant_id = 'demo' AND kind = 'CONTRACT_ACCEPTED' AND payload->>'jobId' = $1`,
      [job.jobID],
    );
    expect(stored.rows.map((r) => r.recipient_id).sort()).toEqual([freelancer.userId, null].sort());
  });
});
