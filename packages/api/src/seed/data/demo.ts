/** The `demo` tenant at localhost: teal and indigo, system sans-serif, English and Ukrainian. */
import { SEEDED_ACCOUNTS } from '@mp/contracts';
import {
  CERTIFICATES_DATA_TYPE,
  CORE_SERVICES,
  CORE_SKILLS,
  PORTFOLIO_DATA_TYPE,
  RIGHT_TO_WORK_DATA_TYPE,
  WEBSITE_BRIEF_DATA_TYPE,
} from './catalog';
import type { PaymentAccountSeed } from '../../domains/payments';
import { letterFavicon, seedImage, svgDataUrl, wordmarkLogo } from './images';
import { DEMO_PAGES } from './pages';
import type { SeedTenant } from './types';

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const LOGO = wordmarkLogo({
  text: 'Demo Freelance',
  mark: 'D',
  markColor: '#0f766e',
  textColor: '#134e4a',
  fontFamily: 'Arial, sans-serif',
  width: 210,
});
const FOOTER_LOGO = wordmarkLogo({
  text: 'Demo Freelance',
  mark: 'D',
  markColor: '#14b8a6',
  textColor: '#ffffff',
  fontFamily: 'Arial, sans-serif',
  width: 210,
});
const HIRE_ICON = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#0f766e"/><path d="M4 8h8M8 4v8" stroke="#fff" stroke-width="2"/></svg>',
);

const agencyOwner = SEEDED_ACCOUNTS.find((a) => a.email === 'agency@demo.test');

export const DEMO_TENANT = {
  id: 'demo',
  name: 'Demo Freelance',
  hosts: ['localhost', '127.0.0.1'],
  styling: {
    colorsMap: {
      color1: '#14213d',
      color2: '#0f766e',
      color3: '#ffffff',
      color4: '#d5dde5',
      color5: '#52606d',
      colorSuccess: '#15803d',
      colorError: '#b91c1c',
      colorWarning: '#a16207',
      colorInfo: '#1d4ed8',
      primaryButton: '#0f766e',
      primaryButtonText: '#ffffff',
      headerBackground: '#ffffff',
      footerBackground: '#14213d',
      footerText: '#e2e8f0',
    },
    fontsList: [
      { type: 'local', key: 'system-ui', weight: 400, style: 'normal' },
      { type: 'local', key: 'Segoe UI', weight: 600, style: 'normal' },
    ],
    fontVariablesList: [
      { name: '--font-body', value: SANS },
      { name: '--font-heading', value: SANS },
    ],
    favicon: letterFavicon('D', '#0f766e'),
    logo: LOGO,
    logoHeight: 36,
    buttonStyles: {
      primary: {
        backgroundColor: '#0f766e',
        color: '#ffffff',
        borderColor: '#0f766e',
        hoverBackgroundColor: '#115e59',
        borderRadius: '999px',
        fontWeight: 600,
      },
      secondary: {
        backgroundColor: '#ffffff',
        color: '#0f766e',
        borderColor: '#0f766e',
        borderRadius: '999px',
      },
      cancel: { backgroundColor: '#f1f5f9', color: '#334155', borderColor: '#cbd5e1' },
    },
  },
  settings: {
    currency: 'GBP',
    currencySign: '£',
    defaultLocale: 'en',
    // Small businesses hiring creatives (docs/home.md#settings).
    home: {
      hero: {
        image: seedImage('hero-demo.svg'),
        texts: {
          en: {
            headline: 'Creative freelancers for your small business',
            subline:
              'Find designers, developers, photographers and writers near you, agree a price and pay safely by milestone.',
            imageAlt: 'A designer’s desk with a laptop showing a layout and a camera beside it',
          },
          ua: {
            headline: 'Креативні фрилансери для вашого малого бізнесу',
            subline:
              'Знайдіть дизайнерів, розробників, фотографів і копірайтерів поруч, домовтеся про ціну та платіть безпечно поетапно.',
            imageAlt: 'Робочий стіл дизайнера з ноутбуком, на якому макет, і фотоапаратом поруч',
          },
        },
      },
    },
    // Outbound links to these go straight through; others show the leaving-the-site page.
    redirectAllowedHosts: ['example.com', '*.example.com'],
    languages: [
      { value: 'en', label: 'English' },
      { value: 'ua', label: 'Українська' },
    ],
    styling: {
      header: {
        backgroundColor: '#ffffff',
        textColor: '#14213d',
        linkColor: '#0f766e',
        sticky: true,
      },
      logo: LOGO,
      footerLogo: FOOTER_LOGO,
      socialLinks: {
        facebook: 'https://www.facebook.com/',
        linkedin: 'https://www.linkedin.com/',
        instagram: 'https://www.instagram.com/',
      },
      cancelButton: { label: 'Cancel', backgroundColor: '#f1f5f9', color: '#334155' },
      customCss: {
        '*': 'a:focus-visible { outline: 2px solid #14b8a6; outline-offset: 2px; }',
        '/': 'h1 { letter-spacing: -0.02em; }',
      },
      metadata: {
        '/': {
          title: 'Demo Freelance: hire trusted freelancers',
          description: 'Post a job, compare proposals and pay safely by milestone.',
        },
        '/login': { title: 'Sign in | Demo Freelance' },
        '/register': { title: 'Join as a freelancer | Demo Freelance' },
        '/customer-register': { title: 'Hire a freelancer | Demo Freelance' },
        '/customer/jobs': {
          title: 'Your jobs | Demo Freelance',
          description: 'Jobs you have posted and their proposals.',
          alias: '/jobs',
        },
        '/freelancer/search-jobs': {
          title: 'Find jobs | Demo Freelance',
          description: 'Search open jobs that match your skills.',
        },
        '/freelancer/profile/:username': {
          title: 'Freelancer profile | Demo Freelance',
          description: 'Skills, references and rates.',
          alias: '/pro/:username',
        },
        '/freelancers/:serviceName': {
          title: 'Freelancers by service | Demo Freelance',
          description: 'Browse freelancers offering this service.',
        },
        '/products': {
          title: 'Services to book | Demo Freelance',
          description: 'Fixed-price offerings you can book straight away.',
        },
        '/post-job': { title: 'Post a job | Demo Freelance' },
      },
    },
    customMenus: {
      public: [
        { url: '/freelancers/website-design', title: 'Hire a web designer' },
        { url: '/products', title: 'Book a service' },
        { url: 'https://www.example.org/demo-freelance/blog', title: 'Blog' },
      ],
      customer: [
        { url: '/customer/cl-search', title: 'Find freelancers', fileKey: 'menus/search.svg' },
        {
          url: '/products',
          title: 'Book a service',
          children: [
            { url: '/freelancers/graphic-design', title: 'Graphic design' },
            { url: '/freelancers/photography-and-videography', title: 'Photo and video' },
          ],
        },
      ],
      'customer-organisation': [
        { url: '/customer/setting#manage-users', title: 'Team access' },
        { url: '/customer/cl-invoices', title: 'Company invoices' },
      ],
      freelancer: [
        { url: '/products/create', title: 'Sell a service', button: true },
        { url: '/freelancer/setting#payment-account', title: 'Get paid' },
      ],
      avatar: [
        { url: '/data', title: 'My documents' },
        { url: 'https://www.example.org/demo-freelance/help', title: 'Help centre' },
      ],
      custom: [{ url: '/post-job', title: 'Post a job for free', button: true }],
    },
    footer: {
      logo: FOOTER_LOGO,
      logoLink: '/',
      intro:
        'Demo Freelance connects small businesses with independent designers, developers, marketers and creators.',
      copyright: '© 2026 Demo Freelance Ltd. All rights reserved.',
      supportContact: 'support@demo.test',
      supportPhone: '+44 20 7946 0000',
      termsAndConditions: { title: 'Terms and conditions', url: '/terms' },
      privacy: { title: 'Privacy policy', url: '/privacy' },
      socialLinks: {
        facebook: 'https://www.facebook.com/',
        twitter: 'https://x.com/',
        linkedin: 'https://www.linkedin.com/',
        instagram: '',
      },
      services: {
        title: 'Services',
        items: CORE_SERVICES.slice(0, 6).map((s) => ({
          title: s.name,
          url: `/freelancers/${s.slug}`,
        })),
      },
      locations: {
        title: 'Locations',
        items: ['London', 'Manchester', 'Kyiv'].map((city) => ({ title: city, url: '/locations' })),
      },
      contactUs: {
        title: 'Contact us',
        items: [
          { title: 'support@demo.test', url: 'mailto:support@demo.test' },
          { title: '+44 20 7946 0000', url: 'tel:+442079460000' },
        ],
      },
      information: {
        title: 'Information',
        items: [
          { title: 'About us', url: '/about' },
          { title: 'How it works', url: '/how-it-works' },
          { title: 'Pricing', url: '/pricing' },
          { title: 'Book a service', url: '/products' },
        ],
      },
      middleSection: {
        header: 'Ready to get started?',
        links: [
          { title: 'Post a job', url: '/post-job' },
          { title: 'Join as a PRO', url: '/register' },
        ],
      },
    },
    // Terms, privacy, about... at /{slug} (docs/content-pages.md).
    contentPages: [...DEMO_PAGES],
    forbiddenScreen: {
      freelancer: { description: 'Switch to your freelancer account to see this page.' },
    },
  },
  features: {
    skipPayments: { isEnabled: false },
    paymentGateway: { isEnabled: true },
    idleLogout: { isEnabled: true, value: 30 },
    videoChat: { isEnabled: true },
    switchUsers: { isEnabled: true },
    stripeSubscriptions: {
      isEnabled: false,
      values: [{ userRole: 'customer', enabled: true }],
    },
    adminApprovesCustomers: { isEnabled: false },
    adminApprovesProducts: { isEnabled: true },
    customerCreatesMilestones: {
      isEnabled: false,
      values: [{ userRole: 'customer', enabled: true }],
    },
    hideFreelancerRate: {
      isEnabled: false,
      values: [{ userRole: 'otherFreelancer', enabled: true }],
    },
    advancedSearchFl: { isEnabled: true },
    hide0MatchFreelancers: { isEnabled: true },
    flShortName: { isEnabled: true, value: 'firstInitial' },
    toastDuration: {
      isEnabled: true,
      value: 6,
      values: [
        { userRole: 'customer', enabled: true, duration: 8 },
        { userRole: 'individualFreelancer', enabled: true, duration: 5 },
        { userRole: 'otherFreelancer', enabled: true, duration: 5 },
      ],
    },
    surveyPopup: { isEnabled: true, value: { showAfterLogin: true } },
    chatSupport: { isEnabled: false },
    internalMessaging: { isEnabled: true, value: { countUnread: true } },
    dashboard: { isEnabled: true },
    dashboardRedesign: {
      isEnabled: false,
      values: [
        { userRole: 'customer', enabled: true },
        { userRole: 'individualFreelancer', enabled: true },
      ],
    },
    publicFreelancerSearch: { isEnabled: true },
    freelancerSearchesFreelancers: { isEnabled: false },
    postJobPage: { isEnabled: true },
    postJobFormPage: { isEnabled: true },
    // Switched off for every tenant but forced on for this one (docs/tenants.md#feature-switches).
    contentDataPage: { isEnabled: false, forcedTenantId: 'demo' },
    createMilestonesOnJobPost: { isEnabled: false },
    // Contact details before a contract: the sender is warned (docs/messaging.md#contact-detail-guard).
    contactDetailGuard: { isEnabled: true, value: 'warn' },
    referralInvites: { isEnabled: true },
    credits: { isEnabled: true },
    cvGeneration: { isEnabled: true },
    cvParsing: { isEnabled: true },
    activityPosts: { isEnabled: true },
    identityVerification: { isEnabled: true },
    // Posting jobs and sending proposals wait for a verified identity where this is on, per role
    // (docs/payments.md#identity-verification).
    requireIdentityVerification: {
      isEnabled: false,
      values: [
        { userRole: 'customer', enabled: false },
        { userRole: 'individualFreelancer', enabled: false },
        { userRole: 'otherFreelancer', enabled: false },
      ],
    },
    identityProviders: {
      isEnabled: true,
      value: { providers: [{ id: 'LocalSandbox', label: 'Sandbox ID' }] },
    },
    achTransfer: { isEnabled: false },
    // Customers may pay milestones in crypto (docs/payments.md#crypto).
    smartContract: { isEnabled: false, values: [{ userRole: 'customer', enabled: true }] },
    bacsMethodPayment: { isEnabled: true },
    productsRemote: { isEnabled: true },
  },
  datatypes: [
    PORTFOLIO_DATA_TYPE,
    CERTIFICATES_DATA_TYPE,
    RIGHT_TO_WORK_DATA_TYPE,
    WEBSITE_BRIEF_DATA_TYPE,
  ],
  services: [...CORE_SERVICES],
  skills: CORE_SKILLS,
  agencies: [
    {
      id: 'northlight-studio',
      name: 'Northlight Studio',
      description: 'A Manchester design and build studio of six.',
      logo: HIRE_ICON,
      website: 'https://northlight.example.com',
      ...(agencyOwner ? { ownerId: agencyOwner.userId } : {}),
    },
  ],
} satisfies SeedTenant;

/**
 * Payout accounts of the demo freelancers: verified at the sandbox provider, with a bank account,
 * so the seeded users see no payment alert (docs/payments.md). Users who sign up later have none.
 */
export const DEMO_PAYMENT_ACCOUNTS: readonly PaymentAccountSeed[] = [
  {
    tenantId: 'demo',
    email: 'freelancer@demo.test',
    individual: {
      firstName: 'Frankie',
      lastName: 'Freelancer',
      dob: '1990-04-23',
      address: {
        line1: '12 Canal Street',
        city: 'Manchester',
        postalCode: 'M1 3HE',
        country: 'GB',
      },
      idNumber: '000000000',
    },
    bankAccount: {
      accountHolderName: 'Frankie Freelancer',
      country: 'GB',
      currency: 'gbp',
      routingNumber: '108800',
      accountNumber: '00012345',
    },
    statementDescriptor: 'DEMO FREELANCE',
  },
  {
    tenantId: 'demo',
    email: 'agency@demo.test',
    individual: {
      firstName: 'Avery',
      lastName: 'Agency',
      dob: '1984-11-02',
      address: {
        line1: '3 Tariff Street',
        city: 'Manchester',
        postalCode: 'M1 2FF',
        country: 'GB',
      },
      idNumber: '000000000',
    },
    bankAccount: {
      accountHolderName: 'Northlight Studio',
      country: 'GB',
      currency: 'gbp',
      routingNumber: '108800',
      accountNumber: '00023456',
    },
  },
  {
    tenantId: 'demo',
    email: 'agency-freelancer@demo.test',
    individual: {
      firstName: 'Alex',
      lastName: 'Agencyworker',
      dob: '1995-06-17',
      address: {
        line1: '48 Oldham Street',
        city: 'Manchester',
        postalCode: 'M4 1LE',
        country: 'GB',
      },
      idNumber: '000000000',
    },
    bankAccount: {
      accountHolderName: 'Alex Agencyworker',
      country: 'GB',
      currency: 'gbp',
      routingNumber: '108800',
      accountNumber: '00034567',
    },
  },
];
