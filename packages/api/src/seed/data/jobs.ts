/**
 * Jobs the demo and acme customers start with, so job lists and search are not empty. Ids are
 * stable slugs: the seed inserts a job only when its id is missing (a restart never undoes a
 * user's edit or close), and API tests and the route walks can name a known job. Budgets are
 * minor units of the tenant's currency (pence, cents; docs/payments.md#amounts).
 */
import {
  SEEDED_DEMO_CONTRACT_JOB_ID,
  SEEDED_DEMO_JOB_ID,
  SEEDED_DEMO_MILESTONE_ID,
  type JobInput,
  type JobStatus,
} from '@mp/contracts';

export interface JobSeed {
  tenantId: 'demo' | 'acme';
  id: string;
  /** The local part of the seeded customer who owns it (customer@<tenant>.test). */
  customer: string;
  job: JobInput;
  status: JobStatus;
  /** How long ago it was posted (list order, "posted 3 days ago"). */
  postedDaysAgo: number;
}

export { SEEDED_DEMO_JOB_ID };

const LONDON = { lat: 51.5074, lng: -0.1278 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const BERLIN = { lat: 52.52, lng: 13.405 };

export const SEED_JOBS: readonly JobSeed[] = [
  {
    tenantId: 'demo',
    id: SEEDED_DEMO_JOB_ID,
    customer: 'customer',
    status: 'FRESH_JOB',
    postedDaysAgo: 2,
    job: {
      title: 'Booking website for a yoga studio',
      description:
        'We run two yoga studios in London and need a website where clients see the timetable, book and pay for classes, and buy class passes. Mobile first, accessible, with a simple admin page for our teachers.',
      budget: 350_000,
      contractType: 1,
      serviceId: 'website-development',
      skills: ['react', 'typescript', 'accessibility'],
      location: { address: 'Shoreditch, London', coordinates: LONDON, remote: true },
      tax: { taxType: 'VAT', taxRate: 20 },
    },
  },
  {
    tenantId: 'demo',
    id: 'demo-job-brand-refresh',
    customer: 'customer',
    status: 'FRESH_JOB',
    postedDaysAgo: 5,
    job: {
      title: 'Brand refresh: logo, colours and type',
      description:
        'Our bakery is ten years old and the logo shows it. We want a refreshed logo, a colour palette and type choices that work on packaging, the shop front and Instagram.',
      budget: -1,
      contractType: 1,
      serviceId: 'graphic-design',
      skills: ['logo-design', 'brand-identity', 'adobe-illustrator'],
      location: { address: 'Manchester', coordinates: MANCHESTER, remote: false },
    },
  },
  {
    tenantId: 'demo',
    id: 'demo-job-monthly-seo',
    customer: 'org-customer',
    status: 'FRESH_JOB',
    postedDaysAgo: 1,
    job: {
      title: 'Monthly SEO and analytics support',
      description:
        'Ongoing technical SEO for an online shop of 400 products: audits, fixes with our developer, and a monthly Google Analytics report with what to do next.',
      budget: -2,
      contractType: 2,
      cycleDuration: 'month',
      serviceId: 'search-engine-optimisation',
      skills: ['technical-seo', 'google-analytics'],
      location: { address: '', coordinates: null, remote: true },
    },
  },
  {
    tenantId: 'demo',
    id: 'demo-job-product-photos',
    customer: 'org-customer',
    status: 'FRESH_JOB',
    postedDaysAgo: 9,
    job: {
      title: 'Product photography for a spring catalogue',
      description:
        'About 60 products (ceramics and textiles) on white and in styled scenes, edited and delivered for web and print.',
      budget: 120_000,
      contractType: 1,
      serviceId: 'photography-and-videography',
      skills: ['product-photography', 'adobe-photoshop'],
      location: { address: 'Camden, London', coordinates: LONDON, remote: false },
    },
  },
  {
    tenantId: 'demo',
    id: 'demo-job-old-newsletter',
    customer: 'customer',
    status: 'USER_CLOSED',
    postedDaysAgo: 40,
    job: {
      title: 'Newsletter template (closed)',
      description: 'A reusable e-mail template for our monthly newsletter. Found someone.',
      budget: 30_000,
      contractType: 1,
      serviceId: 'digital-marketing',
      skills: ['email-marketing'],
    },
  },
  {
    tenantId: 'acme',
    id: 'acme-job-app-prototype',
    customer: 'customer',
    status: 'FRESH_JOB',
    postedDaysAgo: 3,
    job: {
      title: 'Clickable prototype of a delivery app',
      description:
        'A Figma prototype of the customer side of our grocery delivery app: browse, basket, checkout and order tracking, tested with five users.',
      budget: 250_000,
      contractType: 1,
      serviceId: 'mobile-app-development',
      skills: ['figma', 'ui-design', 'ux-research'],
      location: { address: 'Berlin', coordinates: BERLIN, remote: true },
    },
  },
  {
    tenantId: 'acme',
    id: 'acme-job-translation',
    customer: 'customer',
    status: 'FRESH_JOB',
    postedDaysAgo: 6,
    job: {
      title: 'German and French translation of our help centre',
      description:
        'Around 80 help articles (40,000 words) from English into German and French, keeping our product terms consistent.',
      budget: -2,
      contractType: 2,
      cycleDuration: 'week',
      serviceId: 'translation-and-localisation',
      skills: [],
      location: { address: '', coordinates: null, remote: true },
    },
  },
];

/** A contract the seeded job starts with: an accepted proposal whose tasks are pending milestones. */
export interface ContractSeed {
  tenantId: 'demo' | 'acme';
  jobId: string;
  /** The local part of the hired freelancer (freelancer@<tenant>.test). */
  freelancer: string;
  proposalId: string;
  description: string;
  milestones: readonly { id: string; title: string; description: string; amount: number }[];
}

export const SEED_CONTRACT_JOBS: readonly JobSeed[] = [
  {
    tenantId: 'demo',
    id: SEEDED_DEMO_CONTRACT_JOB_ID,
    customer: 'customer',
    status: 'CONTRACT',
    postedDaysAgo: 6,
    job: {
      title: 'Brand refresh for a neighbourhood bakery',
      description:
        'A new logo, a small colour palette and menu boards for our bakery in Hackney, ready for print and for our social media.',
      budget: 120_000,
      contractType: 1,
      serviceId: 'graphic-design',
      skills: ['logo-design', 'brand-identity'],
      location: { address: 'Hackney, London', coordinates: LONDON, remote: true },
    },
  },
];

export const SEED_CONTRACTS: readonly ContractSeed[] = [
  {
    tenantId: 'demo',
    jobId: SEEDED_DEMO_CONTRACT_JOB_ID,
    freelancer: 'freelancer',
    proposalId: `${SEEDED_DEMO_CONTRACT_JOB_ID}-proposal`,
    description:
      'I would love to give the bakery a warm, hand-drawn look that works on a chalkboard.',
    milestones: [
      {
        id: SEEDED_DEMO_MILESTONE_ID,
        title: 'Logo and palette',
        description: 'Three logo sketches, one refined logo and a five-colour palette.',
        amount: 50_000,
      },
      {
        id: `${SEEDED_DEMO_CONTRACT_JOB_ID}-m2`,
        title: 'Menu boards',
        description: 'Print-ready menu boards and matching social media templates.',
        amount: 70_000,
      },
    ],
  },
];
