import type { DataType } from '@mp/contracts';
import { createRuleExtractor } from './rules';
import type { ExtractionCatalogue } from './types';

const catalogue: ExtractionCatalogue = {
  skills: [
    { id: 'wordpress', name: 'WordPress', serviceIds: ['website-development'] },
    { id: 'react', name: 'React', serviceIds: ['website-development'] },
    { id: 'react-native', name: 'React Native', serviceIds: ['mobile-app-development'] },
    { id: 'node-js', name: 'Node.js', serviceIds: ['website-development'] },
    { id: 'figma', name: 'Figma', serviceIds: ['website-design', 'graphic-design'] },
    { id: 'logo-design', name: 'Logo design', serviceIds: ['graphic-design'] },
    {
      id: 'accessibility',
      name: 'Web accessibility (WCAG)',
      serviceIds: ['website-design', 'website-development'],
    },
  ],
  services: [
    { id: 'website-design', name: 'Website design', slug: 'website-design' },
    { id: 'website-development', name: 'Website development', slug: 'website-development' },
    { id: 'graphic-design', name: 'Graphic design', slug: 'graphic-design' },
    {
      id: 'mobile-app-development',
      name: 'Mobile app development',
      slug: 'mobile-app-development',
    },
  ],
};

const rules = createRuleExtractor();

describe('the rule-based extractor reading a job description', () => {
  it('finds the title, budget, skills, service, place and dates of a bakery brief', async () => {
    const text = `Bakery website rebuild
We are a family bakery in Manchester looking for a WordPress developer to rebuild our site.
It must meet WCAG and we have the designs in Figma. Budget £1,500.
Start 10 January 2027, finished by 28/02/2027.`;
    const job = await rules.extractJob(text, catalogue);
    expect(job).toEqual({
      title: 'Bakery website rebuild',
      description: text,
      budget: 150_000,
      skills: ['wordpress', 'accessibility', 'figma'],
      // Two skills each for design and development: the catalogue's order breaks the tie.
      serviceId: 'website-design',
      location: { address: 'Manchester', remote: false },
      startDate: '2027-01-10',
      dueDate: '2027-02-28',
    });
  });

  it('reads an ongoing remote job paid monthly, and the title from "looking for"', async () => {
    const job = await rules.extractJob(
      'Looking for a React Native developer to maintain our app. Ongoing work, $2k per month, fully remote.',
      catalogue,
    );
    expect(job.title).toBe('React Native developer');
    expect(job.skills).toEqual(['react-native']);
    expect(job.serviceId).toBe('mobile-app-development');
    expect(job.budget).toBe(200_000);
    expect(job).toMatchObject({ contractType: 2, cycleDuration: 'month' });
    expect(job.location).toEqual({ address: '', remote: true });
  });

  it('says "don\'t know" for an open budget and finds nothing it was not told', async () => {
    const job = await rules.extractJob(
      'Please redesign our logo. Budget: not sure yet.',
      catalogue,
    );
    expect(job.budget).toBe(-1);
    expect(job.skills).toBeUndefined();
    expect(job.location).toBeUndefined();
    expect(job.startDate).toBeUndefined();
    expect(job.contractType).toBeUndefined();
  });

  it('ignores amounts beyond the largest amount the API stores', async () => {
    const job = await rules.extractJob('Budget $99,999,999,999 for a website', catalogue);
    expect(job.budget).toBeUndefined();
  });
});

describe('the rule-based extractor reading a CV', () => {
  const cv = `Olena Kovalenko
Front-end developer
olena@example.com · +44 7700 900123
Based in Leeds, UK. Rate £45/hour.

Skills
React, Node.js, Figma, WordPress

Experience
Senior developer at Northlight Studio, Mar 2021 – Present
Web developer, Pixel & Co, 2017 - 2021

Education
BSc Computer Science, University of Leeds, 2013 - 2016`;

  it('finds name, title, rate, skills, place, experience and education', async () => {
    const profile = await rules.extractFreelancer(cv, catalogue);
    expect(profile).toEqual({
      name: 'Olena Kovalenko',
      title: 'Front-end developer',
      hourlyRate: 4500,
      skills: ['react', 'node-js', 'figma', 'wordpress'],
      location: { address: 'Leeds, UK', remote: false },
      experience: [
        { title: 'Senior developer', organisation: 'Northlight Studio', from: '2021-03' },
        { title: 'Web developer', organisation: 'Pixel & Co', from: '2017', to: '2021' },
      ],
      education: [
        {
          qualification: 'BSc Computer Science',
          institution: 'University of Leeds',
          from: '2013',
          to: '2016',
        },
      ],
    });
  });

  it('reads the title from "I am a ..." in a bio without headings', async () => {
    const profile = await rules.extractFreelancer(
      'Hi! I am a brand designer with ten years of logo design behind me, working remotely.',
      catalogue,
    );
    expect(profile.title).toBe('brand designer');
    expect(profile.skills).toEqual(['logo-design']);
    expect(profile.name).toBeUndefined();
    expect(profile.experience).toBeUndefined();
  });
});

describe('the rule-based extractor reading a data type', () => {
  const brief: DataType = {
    id: 'website-brief',
    name: 'Website brief',
    type: 'job',
    fields: [
      { key: 'pages', label: 'Number of pages', kind: 'number', required: false },
      {
        key: 'platform',
        label: 'Platform',
        kind: 'select',
        required: false,
        options: ['No preference', 'WordPress', 'Shopify', 'Webflow', 'Custom code'],
      },
      { key: 'hasHosting', label: 'Hosting already arranged', kind: 'boolean', required: false },
      { key: 'launchBy', label: 'Launch by', kind: 'date', required: false },
      { key: 'brief', label: 'Brief', kind: 'file', required: false },
    ],
  };

  it('fills numbers, options, yes/no and dates, never files', async () => {
    const values = await rules.extractDataType(
      `A 5 page Shopify shop for our candles.
Hosting already arranged: yes
Launch by 1 March 2027`,
      brief,
    );
    expect(values).toEqual({
      pages: 5,
      platform: 'Shopify',
      hasHosting: true,
      launchBy: '2027-03-01',
    });
  });

  it('returns nothing for a text that says nothing of the fields', async () => {
    expect(await rules.extractDataType('Hello there', brief)).toEqual({});
  });
});
