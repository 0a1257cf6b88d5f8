/** Service, skill and data-type catalogues the seeded tenants share or adapt. */
import {
  PORTFOLIO_IMAGE_EXTENSIONS,
  PORTFOLIO_VIDEO_EXTENSIONS,
  type DataType,
  type Service,
  type Skill,
} from '@mp/contracts';
import { seedImage } from './images';

/**
 * The six services the seeded footers list (docs/shell.md#footer), then a few more. Ids are the
 * slugs.
 */
export const CORE_SERVICES = [
  {
    id: 'website-design',
    name: 'Website design',
    slug: 'website-design',
    description: 'Layouts, visual design and prototypes for websites and landing pages.',
    icon: seedImage('services/website-design.svg'),
  },
  {
    id: 'website-development',
    name: 'Website development',
    slug: 'website-development',
    description: 'Building, integrating and maintaining websites and web applications.',
    icon: seedImage('services/website-development.svg'),
  },
  {
    id: 'graphic-design',
    name: 'Graphic design',
    slug: 'graphic-design',
    description: 'Logos, brand identities, print and social media graphics.',
    icon: seedImage('services/graphic-design.svg'),
  },
  {
    id: 'digital-marketing',
    name: 'Digital marketing',
    slug: 'digital-marketing',
    description: 'Paid search, social campaigns, e-mail and analytics.',
    icon: seedImage('services/digital-marketing.svg'),
  },
  {
    id: 'content-marketing',
    name: 'Content marketing',
    slug: 'content-marketing',
    description: 'Articles, case studies, newsletters and content strategy.',
    icon: seedImage('services/content-marketing.svg'),
  },
  {
    id: 'photography-and-videography',
    name: 'Photography and videography',
    slug: 'photography-and-videography',
    description: 'Product shoots, events, corporate video and editing.',
    icon: seedImage('services/photography-and-videography.svg'),
  },
  {
    id: 'mobile-app-development',
    name: 'Mobile app development',
    slug: 'mobile-app-development',
    description: 'iOS, Android and cross-platform apps.',
    icon: seedImage('services/mobile-app-development.svg'),
  },
  {
    id: 'search-engine-optimisation',
    name: 'Search engine optimisation',
    slug: 'search-engine-optimisation',
    description: 'Technical SEO audits, keyword research and on-page optimisation.',
    icon: seedImage('services/search-engine-optimisation.svg'),
  },
  {
    id: 'copywriting',
    name: 'Copywriting',
    slug: 'copywriting',
    description: 'Website copy, product descriptions and advertising text.',
    icon: seedImage('services/copywriting.svg'),
  },
] as const satisfies readonly Service[];

export const TRANSLATION_SERVICE = {
  id: 'translation-and-localisation',
  name: 'Translation and localisation',
  slug: 'translation-and-localisation',
  description: 'English, German and other languages, including software localisation.',
  icon: seedImage('services/translation-and-localisation.svg'),
} as const satisfies Service;

type ServiceId = (typeof CORE_SERVICES)[number]['id'];

function skill(id: string, name: string, serviceIds: readonly ServiceId[]): Skill {
  return { id, name, serviceIds: [...serviceIds] };
}

/** 28 skills, each tied to the services it is usually sold under. */
export const CORE_SKILLS: readonly Skill[] = [
  skill('figma', 'Figma', ['website-design', 'graphic-design']),
  skill('ui-design', 'UI design', ['website-design', 'mobile-app-development']),
  skill('ux-research', 'UX research', ['website-design']),
  skill('webflow', 'Webflow', ['website-design', 'website-development']),
  skill('wordpress', 'WordPress', ['website-development']),
  skill('shopify', 'Shopify', ['website-development', 'digital-marketing']),
  skill('html-css', 'HTML and CSS', ['website-development', 'website-design']),
  skill('javascript', 'JavaScript', ['website-development']),
  skill('typescript', 'TypeScript', ['website-development', 'mobile-app-development']),
  skill('react', 'React', ['website-development']),
  skill('react-native', 'React Native', ['mobile-app-development']),
  skill('node-js', 'Node.js', ['website-development']),
  skill('php', 'PHP', ['website-development']),
  skill('accessibility', 'Web accessibility (WCAG)', ['website-design', 'website-development']),
  skill('adobe-illustrator', 'Adobe Illustrator', ['graphic-design']),
  skill('adobe-photoshop', 'Adobe Photoshop', ['graphic-design', 'photography-and-videography']),
  skill('brand-identity', 'Brand identity', ['graphic-design']),
  skill('logo-design', 'Logo design', ['graphic-design']),
  skill('google-ads', 'Google Ads', ['digital-marketing']),
  skill('social-media-marketing', 'Social media marketing', ['digital-marketing']),
  skill('email-marketing', 'E-mail marketing', ['digital-marketing', 'content-marketing']),
  skill('google-analytics', 'Google Analytics', [
    'digital-marketing',
    'search-engine-optimisation',
  ]),
  skill('technical-seo', 'Technical SEO', ['search-engine-optimisation']),
  skill('content-strategy', 'Content strategy', ['content-marketing']),
  skill('blog-writing', 'Blog writing', ['content-marketing', 'copywriting']),
  skill('product-photography', 'Product photography', ['photography-and-videography']),
  skill('video-editing', 'Video editing', ['photography-and-videography']),
  skill('drone-videography', 'Drone videography', ['photography-and-videography']),
];

export const PORTFOLIO_DATA_TYPE: DataType = {
  id: 'portfolio',
  name: 'Portfolio',
  description: 'Examples of past work: images and short videos with a description.',
  type: 'freelancer',
  fields: [
    { key: 'title', label: 'Project title', kind: 'text', required: true },
    { key: 'description', label: 'What you did', kind: 'textarea', required: false },
    { key: 'projectUrl', label: 'Live link', kind: 'url', required: false },
    {
      key: 'images',
      label: 'Images',
      kind: 'file',
      required: false,
      accept: [...PORTFOLIO_IMAGE_EXTENSIONS],
      multiple: true,
    },
    {
      key: 'video',
      label: 'Video',
      kind: 'file',
      required: false,
      accept: [...PORTFOLIO_VIDEO_EXTENSIONS],
    },
  ],
};

export const CERTIFICATES_DATA_TYPE: DataType = {
  id: 'certificates',
  name: 'Certificates',
  description: 'Professional qualifications and course certificates.',
  type: 'freelancer',
  fields: [
    { key: 'name', label: 'Certificate', kind: 'text', required: true },
    { key: 'issuer', label: 'Issued by', kind: 'text', required: true },
    { key: 'issuedOn', label: 'Issued on', kind: 'date', required: false },
    { key: 'expiresOn', label: 'Expires on', kind: 'date', required: false },
    {
      key: 'document',
      label: 'Certificate file',
      kind: 'file',
      required: false,
      accept: ['pdf', 'png', 'jpg', 'jpeg'],
    },
  ],
};

export const RIGHT_TO_WORK_DATA_TYPE: DataType = {
  id: 'right-to-work',
  name: 'Right to work',
  description: 'Proof that you may work in the country of the job. Shared only with consent.',
  type: 'freelancer',
  requiresConsent: true,
  fields: [
    {
      key: 'country',
      label: 'Country',
      kind: 'select',
      required: true,
      options: ['United Kingdom', 'Ireland', 'Germany', 'Ukraine', 'Other'],
    },
    {
      key: 'documentType',
      label: 'Document',
      kind: 'select',
      required: true,
      options: ['Passport', 'Biometric residence permit', 'Share code', 'Residence title'],
    },
    { key: 'shareCode', label: 'Share code', kind: 'text', required: false },
    { key: 'expiresOn', label: 'Valid until', kind: 'date', required: false },
    {
      key: 'document',
      label: 'Document scan',
      kind: 'file',
      required: false,
      accept: ['pdf', 'png', 'jpg', 'jpeg'],
    },
  ],
};

export const WEBSITE_BRIEF_DATA_TYPE: DataType = {
  id: 'website-brief',
  name: 'Website brief',
  description: 'Details a customer adds to a website job.',
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
  ],
};

export const BACKGROUND_CHECK_DATA_TYPE: DataType = {
  id: 'dbs-check',
  name: 'DBS check',
  description: 'A UK Disclosure and Barring Service certificate for on-site work.',
  type: 'freelancer',
  requiresConsent: true,
  fields: [
    {
      key: 'level',
      label: 'Level',
      kind: 'select',
      required: true,
      options: ['Basic', 'Standard', 'Enhanced'],
    },
    { key: 'certificateNumber', label: 'Certificate number', kind: 'text', required: true },
    { key: 'issuedOn', label: 'Issued on', kind: 'date', required: true },
    { key: 'onUpdateService', label: 'On the Update Service', kind: 'boolean', required: false },
  ],
};
