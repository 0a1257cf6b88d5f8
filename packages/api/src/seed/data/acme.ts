/** The `acme` tenant at acme.localhost: dark slate and orange, serif headings, English and German. */
import { SEEDED_ACCOUNTS } from '@mp/contracts';
import {
  BACKGROUND_CHECK_DATA_TYPE,
  CERTIFICATES_DATA_TYPE,
  CORE_SERVICES,
  CORE_SKILLS,
  PORTFOLIO_DATA_TYPE,
  RIGHT_TO_WORK_DATA_TYPE,
  TRANSLATION_SERVICE,
} from './catalog';
import type { PaymentAccountSeed } from '../../domains/payments';
import { letterFavicon, seedImage, svgDataUrl, wordmarkLogo } from './images';
import { ACME_PAGES } from './pages';
import type { SeedTenant } from './types';

const SERIF = "Georgia, 'Times New Roman', Times, serif";
const BODY = "'Trebuchet MS', 'Segoe UI', Tahoma, Verdana, sans-serif";

// The header is dark (#1e293b): the wordmark takes the header's light text colour.
const LOGO = wordmarkLogo({
  text: 'ACME TALENT',
  mark: 'A',
  markColor: '#ea580c',
  textColor: '#fff7ed',
  fontFamily: 'Georgia, serif',
  width: 200,
});
const FOOTER_LOGO = wordmarkLogo({
  text: 'ACME TALENT',
  mark: 'A',
  markColor: '#f97316',
  textColor: '#fff7ed',
  fontFamily: 'Georgia, serif',
  width: 200,
});
const AGENCY_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#ea580c"/><path d="M3 12L8 3l5 9z" fill="#fff"/></svg>',
);

const agencyOwner = SEEDED_ACCOUNTS.find((a) => a.email === 'agency@acme.test');

export const ACME_TENANT = {
  id: 'acme',
  name: 'Acme Talent',
  hosts: ['acme.localhost'],
  styling: {
    colorsMap: {
      color1: '#1e293b',
      color2: '#c2410c',
      color3: '#ffffff',
      color4: '#e7e0d8',
      color5: '#6b5e53',
      colorSuccess: '#166534',
      colorError: '#991b1b',
      colorWarning: '#92400e',
      colorInfo: '#1e40af',
      primaryButton: '#ea580c',
      primaryButtonText: '#ffffff',
      headerBackground: '#1e293b',
      footerBackground: '#0f172a',
      footerText: '#fff7ed',
    },
    fontsList: [
      { type: 'local', key: 'Georgia', weight: 700, style: 'normal' },
      { type: 'local', key: 'Trebuchet MS', weight: 400, style: 'normal' },
    ],
    fontVariablesList: [
      { name: '--font-body', value: BODY },
      { name: '--font-heading', value: SERIF },
    ],
    favicon: letterFavicon('A', '#ea580c'),
    logo: LOGO,
    logoHeight: 32,
    buttonStyles: {
      primary: {
        backgroundColor: '#ea580c',
        color: '#ffffff',
        borderColor: '#c2410c',
        hoverBackgroundColor: '#c2410c',
        borderRadius: '2px',
        textTransform: 'uppercase',
        fontWeight: 700,
      },
      secondary: {
        backgroundColor: '#1e293b',
        color: '#fff7ed',
        borderColor: '#1e293b',
        borderRadius: '2px',
        textTransform: 'uppercase',
      },
      cancel: { backgroundColor: '#ffffff', color: '#6b5e53', borderColor: '#e7e0d8' },
    },
  },
  settings: {
    currency: 'EUR',
    currencySign: '€',
    defaultLocale: 'en',
    // A company's vetted external specialists (docs/home.md#settings).
    home: {
      hero: {
        image: seedImage('hero-acme.svg'),
        texts: {
          en: {
            headline: 'Vetted external specialists for Acme teams',
            subline:
              'Every specialist is checked and approved by Acme before they can take on work. Brief them, agree the terms and pay by milestone.',
            imageAlt:
              'An approved specialist’s badge with a green check mark in front of an office building',
          },
          de: {
            headline: 'Geprüfte externe Fachkräfte für Acme-Teams',
            subline:
              'Jede Fachkraft wird von Acme geprüft und freigegeben, bevor sie Aufträge übernimmt. Briefen, Konditionen vereinbaren und nach Meilensteinen bezahlen.',
            imageAlt:
              'Der Ausweis einer freigegebenen Fachkraft mit grünem Häkchen vor einem Bürogebäude',
          },
        },
      },
    },
    languages: [
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ],
    styling: {
      header: {
        backgroundColor: '#1e293b',
        textColor: '#fff7ed',
        linkColor: '#fdba74',
        sticky: false,
      },
      logo: LOGO,
      footerLogo: FOOTER_LOGO,
      socialLinks: {
        linkedin: 'https://www.linkedin.com/',
        twitter: 'https://x.com/',
        youtube: 'https://www.youtube.com/',
      },
      cancelButton: { label: 'Back', backgroundColor: '#ffffff', color: '#6b5e53' },
      customCss: {
        '*': 'h1, h2 { font-variant: small-caps; }',
        '/freelancer/search-jobs': 'main { background-color: #fffaf5; }',
      },
      metadata: {
        '/': {
          title: 'Acme Talent: vetted specialists for European teams',
          description: 'Hire vetted designers, developers and marketers across Europe.',
        },
        '/login': { title: 'Sign in | Acme Talent' },
        '/register': { title: 'Apply as a specialist | Acme Talent' },
        '/freelancer/search-jobs': {
          title: 'Find work | Acme Talent',
          description: 'Open engagements from Acme clients.',
          alias: '/find-work',
        },
        '/customer/cl-search': {
          title: 'Talent search | Acme Talent',
          description: 'Search vetted specialists.',
          alias: '/talent',
        },
        '/customer/jobs': { title: 'Engagements | Acme Talent', alias: '/engagements' },
        '/freelancer/profile/:username': {
          title: 'Specialist profile | Acme Talent',
          alias: '/specialist/:username',
        },
        '/post-job': { title: 'Start an engagement | Acme Talent' },
      },
    },
    customMenus: {
      public: [
        { url: '/find-work', title: 'Find work' },
        { url: '/freelancers/website-development', title: 'Developers' },
        { url: 'https://www.example.com/acme/about', title: 'About Acme' },
      ],
      customer: [
        { url: '/talent', title: 'Talent search', button: true },
        {
          url: '/engagements',
          title: 'Engagements',
          children: [
            { url: '/customer/manage', title: 'Active contracts' },
            { url: '/customer/cl-invoices', title: 'Invoices' },
          ],
        },
      ],
      'customer-organisation': [
        { url: '/customer/setting#manage-users', title: 'Procurement team' },
        { url: 'https://www.example.com/acme/framework-agreement', title: 'Framework agreement' },
      ],
      freelancer: [
        { url: '/find-work', title: 'Find work' },
        { url: '/data', title: 'Compliance documents', fileKey: 'menus/shield.svg' },
      ],
      avatar: [{ url: '/freelancer/setting#payment-account', title: 'Payout details' }],
      custom: [{ url: 'https://www.example.com/acme/handbook', title: 'Specialist handbook' }],
    },
    footer: {
      logo: FOOTER_LOGO,
      logoLink: 'https://www.example.com/acme',
      intro:
        'Acme Talent is the in-house marketplace of Acme Group for vetted external specialists.',
      copyright: '© 2026 Acme Group GmbH',
      supportContact: 'talent@acme.test',
      supportPhone: '+49 30 901820',
      termsAndConditions: { title: 'Terms of engagement', url: '/terms' },
      privacy: { title: 'Data protection', url: '/privacy' },
      socialLinks: {
        facebook: '',
        twitter: 'https://x.com/',
        linkedin: 'https://www.linkedin.com/',
        instagram: '',
      },
      services: {
        title: 'What we cover',
        items: [...CORE_SERVICES.slice(0, 6), TRANSLATION_SERVICE].map((s) => ({
          title: s.name,
          url: `/freelancers/${s.slug}`,
        })),
      },
      locations: {
        title: 'Offices',
        items: ['Berlin', 'Munich', 'London'].map((city) => ({ title: city, url: '/locations' })),
      },
      contactUs: {
        title: 'Talk to us',
        items: [{ title: 'talent@acme.test', url: 'mailto:talent@acme.test' }],
      },
      information: {
        title: 'Company',
        items: [
          { title: 'Imprint', url: 'https://www.example.com/acme/imprint' },
          { title: 'About Acme Talent', url: '/about' },
          { title: 'How it works', url: '/how-it-works' },
          { title: 'Careers', url: '/careers' },
        ],
      },
      middleSection: {
        header: 'Work with Acme',
        links: [
          { title: 'Apply as a specialist', url: '/register' },
          { title: 'Start an engagement', url: '/customer-register' },
        ],
      },
    },
    // Terms, data protection, careers... at /{slug} (docs/content-pages.md).
    contentPages: [...ACME_PAGES],
    forbiddenScreen: {
      freelancer: {
        header: 'Specialists only',
        heading: 'Log in as a freelancer to view this page',
      },
      customer: { header: 'Clients only', heading: 'Log in as a customer to view this page' },
    },
  },
  features: {
    skipPayments: { isEnabled: false },
    paymentGateway: { isEnabled: true },
    idleLogout: { isEnabled: true, value: 15 },
    videoChat: {
      isEnabled: true,
      values: [{ userRole: 'otherFreelancer', enabled: false }],
    },
    switchUsers: { isEnabled: true },
    stripeSubscriptions: { isEnabled: false },
    adminApprovesCustomers: { isEnabled: true, value: { withRestriction: true } },
    adminApprovesProducts: { isEnabled: true },
    customerCreatesMilestones: { isEnabled: true },
    hideFreelancerRate: {
      isEnabled: true,
      values: [
        { userRole: 'individualFreelancer', enabled: false },
        { userRole: 'otherFreelancer', enabled: false },
      ],
    },
    advancedSearchFl: { isEnabled: true },
    hide0MatchFreelancers: { isEnabled: false },
    flShortName: { isEnabled: true, value: 'initialLast' },
    toastDuration: {
      isEnabled: true,
      value: 10,
      values: [{ userRole: 'customer', enabled: true, duration: 12 }],
    },
    surveyPopup: { isEnabled: false },
    chatSupport: { isEnabled: true, values: [{ userRole: 'customer', enabled: true }] },
    internalMessaging: { isEnabled: true },
    dashboard: { isEnabled: true },
    dashboardRedesign: { isEnabled: false },
    publicFreelancerSearch: { isEnabled: false },
    freelancerSearchesFreelancers: {
      isEnabled: false,
      values: [{ userRole: 'otherFreelancer', enabled: true }],
    },
    postJobPage: { isEnabled: true },
    postJobFormPage: { isEnabled: false },
    contentDataPage: { isEnabled: true },
    createMilestonesOnJobPost: { isEnabled: true },
    // Contact details before a contract are masked (docs/messaging.md#contact-detail-guard).
    contactDetailGuard: { isEnabled: true, value: 'mask' },
    referralInvites: { isEnabled: false },
    credits: { isEnabled: false },
    cvGeneration: { isEnabled: true },
    cvParsing: { isEnabled: true },
    activityPosts: { isEnabled: false },
    identityVerification: { isEnabled: true },
    // Off, per role (docs/payments.md#identity-verification): the seeded accounts post and propose.
    requireIdentityVerification: {
      isEnabled: false,
      values: [
        { userRole: 'customer', enabled: false },
        { userRole: 'individualFreelancer', enabled: false },
      ],
    },
    identityProviders: { isEnabled: false },
    achTransfer: { isEnabled: false },
    smartContract: { isEnabled: false },
    bacsMethodPayment: { isEnabled: false },
    // Acme sells no products: the products remote is never fetched for this tenant.
    productsRemote: { isEnabled: false },
  },
  datatypes: [
    PORTFOLIO_DATA_TYPE,
    CERTIFICATES_DATA_TYPE,
    RIGHT_TO_WORK_DATA_TYPE,
    BACKGROUND_CHECK_DATA_TYPE,
  ],
  services: [...CORE_SERVICES, TRANSLATION_SERVICE],
  skills: [
    ...CORE_SKILLS,
    {
      id: 'german-translation',
      name: 'German translation',
      serviceIds: ['translation-and-localisation'],
    },
    {
      id: 'software-localisation',
      name: 'Software localisation',
      serviceIds: ['translation-and-localisation'],
    },
  ],
  agencies: [
    {
      id: 'summit-digital',
      name: 'Summit Digital GmbH',
      description: 'A Berlin agency for e-commerce builds and performance marketing.',
      logo: AGENCY_LOGO,
      website: 'https://summit-digital.example.com',
      ...(agencyOwner ? { ownerId: agencyOwner.userId } : {}),
    },
  ],
} satisfies SeedTenant;

/**
 * Payout accounts of the acme freelancers: verified at the sandbox provider, with a bank account,
 * so the seeded users see no payment alert (docs/payments.md). Users who sign up later have none.
 */
export const ACME_PAYMENT_ACCOUNTS: readonly PaymentAccountSeed[] = [
  {
    tenantId: 'acme',
    email: 'freelancer@acme.test',
    individual: {
      firstName: 'Frankie',
      lastName: 'Freelancer',
      dob: '1988-02-09',
      address: { line1: 'Torstrasse 101', city: 'Berlin', postalCode: '10119', country: 'DE' },
      idNumber: '000000000',
    },
    bankAccount: {
      accountHolderName: 'Frankie Freelancer',
      country: 'DE',
      currency: 'eur',
      accountNumber: 'DE89370400440532013000',
    },
    statementDescriptor: 'ACME TALENT',
  },
  {
    tenantId: 'acme',
    email: 'agency@acme.test',
    individual: {
      firstName: 'Avery',
      lastName: 'Agency',
      dob: '1982-08-30',
      address: {
        line1: 'Rosenthaler Strasse 40',
        city: 'Berlin',
        postalCode: '10178',
        country: 'DE',
      },
      idNumber: '000000000',
    },
    bankAccount: {
      accountHolderName: 'Summit Digital GmbH',
      country: 'DE',
      currency: 'eur',
      accountNumber: 'DE02120300000000202051',
    },
  },
  {
    tenantId: 'acme',
    email: 'agency-freelancer@acme.test',
    individual: {
      firstName: 'Alex',
      lastName: 'Agencyworker',
      dob: '1996-12-05',
      address: { line1: 'Kastanienallee 7', city: 'Berlin', postalCode: '10435', country: 'DE' },
      idNumber: '000000000',
    },
    bankAccount: {
      accountHolderName: 'Alex Agencyworker',
      country: 'DE',
      currency: 'eur',
      accountNumber: 'DE02500105170137075030',
    },
  },
];
