import * as contracts from '@mp/contracts';
import { JOB_STATUS, type JobStatus } from '@mp/contracts';
import { compareJobsByRecency, freelancerPathForJob } from './job-helpers';

// The local copies must answer exactly as the contracts' helpers do.
it.each(Object.values(JOB_STATUS) as JobStatus[])(
  'freelancerPathForJob agrees for %s',
  (jobStatus) => {
    const job = { jobID: 'a b/c', jobStatus };
    expect(freelancerPathForJob(job)).toBe(contracts.freelancerPathForJob(job));
  },
);

it('compareJobsByRecency agrees, including the fall back to creation time', () => {
  const jobs = [
    { lastModified: '2026-01-02T00:00:00Z', createdAt: '2026-01-01T00:00:00Z' },
    { lastModified: '', createdAt: '2026-03-01T00:00:00Z' },
    { lastModified: 'not a date', createdAt: '2026-02-01T00:00:00Z' },
    { lastModified: '2026-02-15T00:00:00Z', createdAt: '2025-01-01T00:00:00Z' },
  ];
  expect([...jobs].sort(compareJobsByRecency)).toEqual(
    [...jobs].sort(contracts.compareJobsByRecency),
  );
  expect([...jobs].sort(compareJobsByRecency).map((job) => job.createdAt)).toEqual([
    '2026-03-01T00:00:00Z',
    '2025-01-01T00:00:00Z',
    '2026-02-01T00:00:00Z',
    '2026-01-01T00:00:00Z',
  ]);
});
