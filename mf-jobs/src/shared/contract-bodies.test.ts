// The bodies the screens build must pass the API's own request schemas (tests may load zod;
// the screens never do).
import {
  ZEditJobBody,
  ZFreelancerSearchRequest,
  ZJobFreelancersRequest,
  ZJobsSearchRequest,
  ZPostJobBody,
  ZSearchRequest,
} from '@mp/contracts';
import { buildFreelancerSearchBody } from '../features/find-freelancers/advanced-search';
import { EMPTY_JOB_FORM, toJobInput, type JobFormValues } from '../features/post-job/job-form';
import { buildJobSearchBody, EMPTY_FILTERS } from '../features/search-jobs/search-body';
import { SHIFTS_SEARCH_BODY } from '../features/shifts/api';

const POUNDS = { currency: 'GBP', locale: 'en' };

const FULL: JobFormValues = {
  ...EMPTY_JOB_FORM,
  title: 'Shop photos',
  description: 'Twenty product photos.',
  serviceId: 'svc-photo',
  skills: ['sk-light'],
  budgetMode: 'amount',
  budgetAmount: { text: '499.99', minor: 49999 },
  contractType: 2,
  cycleDuration: 'month',
  address: '1 High Street',
  remote: false,
  attachments: [
    { key: 'jobs/u1/a/brief.pdf', name: 'brief.pdf', contentType: 'application/pdf', size: 10 },
  ],
  taxType: 'VAT',
  taxRate: '20',
};

it.each([
  ['a quick post', { ...EMPTY_JOB_FORM, title: 'Logo', description: 'A logo.' }],
  ['a full post', FULL],
])('POST /jobs/post_job accepts %s', (_name, values) => {
  const job = toJobInput(values);
  expect(ZPostJobBody.safeParse({ dryRun: true, job }).success).toBe(true);
  expect(ZPostJobBody.safeParse({ dryRun: false, job }).success).toBe(true);
});

it('PUT /jobs/{jobId} accepts the edit body (service and tax go through their own calls)', () => {
  const { serviceId: _service, tax: _tax, ...edit } = toJobInput(FULL);
  expect(ZEditJobBody.safeParse(edit).success).toBe(true);
});

it('POST /jobs/es accepts the search bodies', () => {
  const bodies = [
    buildJobSearchBody(EMPTY_FILTERS, POUNDS),
    buildJobSearchBody(
      {
        text: 'logo',
        serviceId: 's',
        minBudget: '1',
        maxBudget: '9',
        contractType: '1',
        page: 4,
      },
      POUNDS,
    ),
  ];
  for (const body of bodies) expect(ZJobsSearchRequest.safeParse(body).success).toBe(true);
});

it('the freelancer searches accept their bodies', () => {
  expect(
    ZFreelancerSearchRequest.safeParse({
      coordinates: { lat: 51.5074, lng: -0.1278 },
      serviceIds: ['s'],
      startCursor: null,
    }).success,
  ).toBe(true);
  expect(
    ZJobFreelancersRequest.safeParse({
      coordinates: null,
      serviceIds: [],
      jobId: 'j',
      limit: 20,
      from: 40,
    }).success,
  ).toBe(true);
  expect(ZSearchRequest.safeParse(buildFreelancerSearchBody('night', ['s'], 20)).success).toBe(
    true,
  );
  expect(ZSearchRequest.safeParse(buildFreelancerSearchBody('', [], 0)).success).toBe(true);
});

it('the shifts search accepts its body', () => {
  expect(ZSearchRequest.safeParse(SHIFTS_SEARCH_BODY).success).toBe(true);
});
