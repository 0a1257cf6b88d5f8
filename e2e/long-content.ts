/**
 * Content of the shape that breaks layouts (long unbroken words, long URLs), written through the
 * API as the front end would: a job, a proposal for it and an activity post.
 */
import {
  createActivityPost,
  postJob,
  sendProposal,
  updateProposal,
} from '../packages/contracts/src/endpoints';
import { SEEDED_ACCOUNTS } from '../packages/contracts/src/seed-accounts';
import { apiClientOf } from './jobs';

export const LONG_WORD = 'Unbreakable'.repeat(15);
export const LONG_URL = `https://example.com/${'very-long-path-segment-'.repeat(10)}end`;

/** The demo customer's job titled `title` (+ a long word), proposed on by the demo freelancer. */
export async function seedLongContent(title: string): Promise<{ jobId: string }> {
  const customer = await apiClientOf('demo', 'customer@demo.test');
  const freelancer = await apiClientOf('demo', 'freelancer@demo.test');
  const freelancerId =
    SEEDED_ACCOUNTS.find((account) => account.email === 'freelancer@demo.test')?.userId ?? '';
  const posted = await customer.call(postJob, {
    body: {
      job: {
        title: `${title} ${LONG_WORD}`,
        description: `${LONG_WORD} ${LONG_URL} ${LONG_WORD}`,
        budget: 50_000,
        contractType: 1,
      },
    },
  });
  const jobId = posted.job?.jobID;
  if (jobId === undefined) throw new Error('post_job answered no job');
  await freelancer.call(updateProposal, {
    body: {
      freelancerId,
      jobID: jobId,
      proposal: {
        description: `${LONG_WORD} ${LONG_URL}`,
        tasks: [{ title: LONG_WORD.slice(0, 100), amount: 50_000 }],
      },
    },
  });
  await freelancer.call(sendProposal, { body: { freelancerId, jobID: jobId } });
  await freelancer.call(createActivityPost, { body: { content: `${LONG_WORD} ${LONG_URL}` } });
  return { jobId };
}
