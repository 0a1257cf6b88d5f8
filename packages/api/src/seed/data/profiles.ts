/** Starting profiles of the seeded accounts, keyed by the e-mails in SEEDED_ACCOUNTS. */
import { DEFAULT_MAP_CENTRE } from '@mp/contracts';
import { initialsAvatar, seedImage } from './images';
import type { SeedProfile } from './types';

const LONDON = { lat: DEFAULT_MAP_CENTRE.lat, lng: DEFAULT_MAP_CENTRE.lng };
const SHOREDITCH = { lat: 51.5265, lng: -0.0779 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const BRIGHTON = { lat: 50.8225, lng: -0.1372 };
const KYIV = { lat: 50.4501, lng: 30.5234 };
const BERLIN = { lat: 52.52, lng: 13.405 };
const MUNICH = { lat: 48.1351, lng: 11.582 };
const HAMBURG = { lat: 53.5511, lng: 9.9937 };

function customer(
  username: string,
  title: string,
  description: string,
  location: string,
  coordinates: { lat: number; lng: number },
  avatar: string | null,
  credits: { availableCredits: number; availableAllowance: number },
): SeedProfile {
  return {
    username,
    title,
    description,
    skills: [],
    services: [],
    hourlyRate: null,
    location,
    coordinates,
    profilePicture: avatar,
    references: [],
    ...credits,
  };
}

export const SEED_PROFILES: Readonly<Record<string, SeedProfile>> = {
  'customer@demo.test': customer(
    'casey-customer',
    'Owner, Bloom & Branch florists',
    'Running two flower shops in north London and looking for help with our website and photos.',
    'London, United Kingdom',
    LONDON,
    initialsAvatar('CC', '#0f766e'),
    { availableCredits: 20, availableAllowance: 5 },
  ),
  'pending-customer@demo.test': customer(
    'parker-pending',
    'Founder, Parker Coffee Roasters',
    'Small-batch coffee roaster preparing an online shop launch.',
    'Brighton, United Kingdom',
    BRIGHTON,
    null,
    { availableCredits: 0, availableAllowance: 0 },
  ),
  'org-customer@demo.test': customer(
    'orla-organisation',
    'Marketing lead, Northwind Housing Association',
    'We commission design, content and photography for a housing charity of 400 staff.',
    'Manchester, United Kingdom',
    MANCHESTER,
    initialsAvatar('OO', '#334155'),
    { availableCredits: 100, availableAllowance: 25 },
  ),
  'freelancer@demo.test': {
    username: 'frankie-freelancer',
    title: 'Web designer and Webflow developer',
    description:
      'Eight years designing fast, accessible websites for independent shops, charities and start-ups. I work in Figma and build in Webflow or WordPress, and hand over sites you can edit yourself.',
    skills: ['figma', 'ui-design', 'webflow', 'wordpress', 'html-css', 'accessibility'],
    services: ['website-design', 'website-development'],
    hourlyRate: 5500,
    location: 'Shoreditch, London, United Kingdom',
    coordinates: SHOREDITCH,
    profilePicture: seedImage('people/frankie-demo.svg'),
    references: [
      {
        type: 'professional',
        references: [
          {
            referenceId: 'ref-frankie-1',
            name: 'Priya Shah',
            company: 'Little Leaf Tea',
            position: 'Director',
            relationship: 'Client, 2024 website redesign',
            text: 'Frankie rebuilt our shop in six weeks and our mobile sales doubled.',
            rating: 5,
          },
          {
            referenceId: 'ref-frankie-2',
            name: 'Tom Becker',
            company: 'Hackney Makers Market',
            relationship: 'Client since 2022',
            text: 'Clear, reliable and great at explaining options.',
            rating: 5,
          },
        ],
      },
    ],
  },
  'agency@demo.test': {
    username: 'northlight-studio',
    title: 'Northlight Studio: design and build agency',
    description:
      'A six-person studio delivering brand identities, websites and campaign assets for UK organisations.',
    skills: [
      'brand-identity',
      'logo-design',
      'adobe-illustrator',
      'react',
      'typescript',
      'node-js',
    ],
    services: ['graphic-design', 'website-design', 'website-development'],
    hourlyRate: 8500,
    location: 'Manchester, United Kingdom',
    coordinates: MANCHESTER,
    profilePicture: initialsAvatar('NS', '#14213d'),
    references: [
      {
        type: 'professional',
        references: [
          {
            referenceId: 'ref-northlight-1',
            name: 'Helen Okafor',
            company: 'Northwind Housing Association',
            position: 'Head of Communications',
            text: 'Northlight delivered our rebrand on time and within budget.',
            rating: 4,
          },
        ],
      },
    ],
  },
  'agency-freelancer@demo.test': {
    username: 'alex-agencyworker',
    title: 'Front-end developer at Northlight Studio',
    description:
      'React and TypeScript developer focused on design systems and accessible components.',
    skills: ['react', 'typescript', 'javascript', 'html-css', 'accessibility'],
    services: ['website-development'],
    hourlyRate: 6000,
    location: 'Kyiv, Ukraine',
    coordinates: KYIV,
    profilePicture: seedImage('people/alex-demo.svg'),
    references: [],
  },
  'admin@demo.test': customer(
    'ada-admin',
    'Marketplace operations',
    'Demo Freelance operations team.',
    'London, United Kingdom',
    LONDON,
    null,
    { availableCredits: 0, availableAllowance: 0 },
  ),
  'customer@acme.test': customer(
    'casey-acme',
    'Product manager, Acme Retail',
    'Buying design and development capacity for the Acme Retail web shop.',
    'Berlin, Germany',
    BERLIN,
    initialsAvatar('CC', '#ea580c'),
    { availableCredits: 0, availableAllowance: 0 },
  ),
  'pending-customer@acme.test': customer(
    'parker-acme',
    'Procurement, Acme Logistics',
    'New Acme business unit awaiting approval.',
    'Hamburg, Germany',
    HAMBURG,
    null,
    { availableCredits: 0, availableAllowance: 0 },
  ),
  'org-customer@acme.test': customer(
    'orla-acme',
    'Head of Digital, Acme Group',
    'Central digital team commissioning work for all Acme brands.',
    'Munich, Germany',
    MUNICH,
    initialsAvatar('OA', '#1e293b'),
    { availableCredits: 0, availableAllowance: 0 },
  ),
  'freelancer@acme.test': {
    username: 'frankie-acme',
    title: 'Shopify developer and technical SEO',
    description:
      'I build and speed up Shopify stores for European retailers, with structured data, Core Web Vitals and German localisation.',
    skills: ['shopify', 'javascript', 'technical-seo', 'google-analytics', 'german-translation'],
    services: ['website-development', 'search-engine-optimisation', 'translation-and-localisation'],
    hourlyRate: 7000,
    location: 'Berlin, Germany',
    coordinates: BERLIN,
    profilePicture: seedImage('people/frankie-acme.svg'),
    references: [
      {
        type: 'professional',
        references: [
          {
            referenceId: 'ref-frankie-acme-1',
            name: 'Jonas Weber',
            company: 'Weber Outdoor GmbH',
            position: 'E-commerce manager',
            text: 'Page load halved and organic traffic up 40% in a quarter.',
            rating: 5,
          },
        ],
      },
      {
        type: 'academic',
        references: [
          {
            referenceId: 'ref-frankie-acme-2',
            name: 'Dr. Anna Richter',
            company: 'HTW Berlin',
            relationship: 'Thesis supervisor',
          },
        ],
      },
    ],
  },
  'agency@acme.test': {
    username: 'summit-digital',
    title: 'Summit Digital GmbH',
    description: 'E-commerce builds and performance marketing for mid-sized retailers.',
    skills: [
      'shopify',
      'google-ads',
      'social-media-marketing',
      'email-marketing',
      'content-strategy',
    ],
    services: ['digital-marketing', 'content-marketing', 'website-development'],
    hourlyRate: 9500,
    location: 'Berlin, Germany',
    coordinates: BERLIN,
    profilePicture: initialsAvatar('SD', '#1e293b'),
    references: [],
  },
  'agency-freelancer@acme.test': {
    username: 'alex-acme',
    title: 'Product photographer and video editor',
    description: 'Studio product photography and short-form video for online shops.',
    skills: ['product-photography', 'video-editing', 'adobe-photoshop', 'drone-videography'],
    services: ['photography-and-videography'],
    hourlyRate: 5000,
    location: 'Munich, Germany',
    coordinates: MUNICH,
    profilePicture: seedImage('people/alex-acme.svg'),
    references: [],
  },
  'admin@acme.test': customer(
    'ada-acme',
    'Acme Talent administrator',
    'Approves clients and products for Acme Talent.',
    'Berlin, Germany',
    BERLIN,
    null,
    { availableCredits: 0, availableAllowance: 0 },
  ),
};
