/** Job rows (migrations/003_jobs.sql) and their mapping to the job view the routes answer. */
import type {
  ContractType,
  CycleDuration,
  FileRef,
  JobStatus,
  JobTax,
  JobView,
  Proposal,
  ProposalMilestoneSummary,
  PublicProfile,
  SkipPayments,
} from '@mp/contracts';
import { isoTime } from '../../db/time';

export interface JobRow {
  tenant_id: string;
  id: string;
  customer_id: string;
  root_job_id: string | null;
  status: JobStatus;
  title: string;
  description: string;
  budget: number;
  contract_type: ContractType;
  cycle_duration: CycleDuration | null;
  service_id: string | null;
  skills: string[];
  location_address: string;
  latitude: number | null;
  longitude: number | null;
  remote: boolean;
  attachments: FileRef[];
  tax_type: JobTax['taxType'] | null;
  tax_rate: number | null;
  skip_payments: SkipPayments;
  found: boolean | null;
  closed_at: Date | string | null;
  created_at: Date | string;
  last_modified: Date | string;
}

export const JOB_COLUMNS = `tenant_id, id, customer_id, root_job_id, status, title, description,
  budget, contract_type, cycle_duration, service_id, skills, location_address, latitude, longitude,
  remote, attachments, tax_type, tax_rate, skip_payments, found, closed_at, created_at, last_modified`;

/** JOB_COLUMNS qualified with a table alias, for joins. */
export function jobColumns(alias: string): string {
  return JOB_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

/** The job without `freelancers` (empty); see withFreelancers. */
export function toJob(row: JobRow): JobView {
  return {
    jobID: row.id,
    jobStatus: row.status,
    rootJobId: row.root_job_id,
    lastModified: isoTime(row.last_modified),
    createdAt: isoTime(row.created_at),
    customerId: row.customer_id,
    title: row.title,
    description: row.description,
    budget: row.budget,
    contractType: row.contract_type,
    cycleDuration: row.cycle_duration,
    serviceId: row.service_id,
    skills: row.skills,
    location: {
      address: row.location_address,
      coordinates:
        row.latitude === null || row.longitude === null
          ? null
          : { lat: row.latitude, lng: row.longitude },
      remote: row.remote,
    },
    attachments: row.attachments,
    tax:
      row.tax_type === null || row.tax_rate === null
        ? null
        : { taxType: row.tax_type, taxRate: row.tax_rate },
    skipPayments: row.skip_payments,
    found: row.found,
    closedAt: row.closed_at === null ? null : isoTime(row.closed_at),
    freelancers: [],
  };
}

/** One freelancer of a job: who proposed (with the proposal) or was invited (proposal null). */
export interface FreelancerEntry {
  profile: PublicProfile;
  proposal: Proposal | null;
  /** A sent proposal's milestones, for the viewers who may choose among them. */
  milestones?: ProposalMilestoneSummary[];
}

/** The job with its freelancers, proposers first in proposal order, then invitees. */
export function withFreelancers(job: JobView, entries: readonly FreelancerEntry[]): JobView {
  return {
    ...job,
    freelancers: entries.map((entry) => ({
      freelancerDetails: entry.profile,
      proposal: entry.proposal,
      ...(entry.milestones === undefined ? {} : { milestones: entry.milestones }),
    })),
  };
}
