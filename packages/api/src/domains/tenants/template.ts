/**
 * What a tenant an operator creates starts with (docs/tenants.md#creating-a-tenant): neutral
 * settings, the default look, conservative switches and the platform's generic service and skill
 * catalogue. Nothing here comes from another tenant: it is the product's own template, which the
 * tenant's administrators then change in the tenant console.
 */
import {
  DEFAULT_STYLING,
  UI_LANGUAGE_LABELS,
  ZFeaturesResponse,
  ZStylingResponse,
  ZTenantSettings,
  type CreateTenantBody,
  type FeaturesResponse,
  type Service,
  type Skill,
  type StylingResponse,
  type TenantSettings,
} from '@mp/contracts';

export interface TenantTemplate {
  settings: TenantSettings;
  styling: StylingResponse;
  features: FeaturesResponse;
  services: readonly Service[];
  skills: readonly Skill[];
}

/** The symbol Intl shows for a currency (`£` for GBP), the default sign of a new tenant. */
function currencySymbol(currency: string): string {
  const part = new Intl.NumberFormat('en', { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return (part?.value ?? currency).slice(0, 5);
}

const EMPTY_GROUP = (title: string) => ({ title, items: [] });

const service = (id: string, name: string, description: string): Service => ({
  id,
  name,
  slug: id,
  description,
});

/** The services of the footer's list (docs/shell.md#footer), for jobs and profiles to use. */
const TEMPLATE_SERVICES: readonly Service[] = [
  service(
    'website-design',
    'Website design',
    'Layouts, visual design and prototypes for websites.',
  ),
  service(
    'website-development',
    'Website development',
    'Building and maintaining websites and web apps.',
  ),
  service(
    'graphic-design',
    'Graphic design',
    'Logos, brand identities, print and social graphics.',
  ),
  service(
    'digital-marketing',
    'Digital marketing',
    'Paid search, social media and e-mail campaigns.',
  ),
  service('content-marketing', 'Content marketing', 'Articles, newsletters and content strategy.'),
  service(
    'photography-and-videography',
    'Photography and videography',
    'Product and event photography, filming and video editing.',
  ),
];

const skill = (id: string, name: string, serviceIds: string[]): Skill => ({ id, name, serviceIds });

const TEMPLATE_SKILLS: readonly Skill[] = [
  skill('figma', 'Figma', ['website-design', 'graphic-design']),
  skill('ui-design', 'UI design', ['website-design']),
  skill('html-css', 'HTML and CSS', ['website-development', 'website-design']),
  skill('javascript', 'JavaScript', ['website-development']),
  skill('wordpress', 'WordPress', ['website-development']),
  skill('brand-identity', 'Brand identity', ['graphic-design']),
  skill('social-media-marketing', 'Social media marketing', ['digital-marketing']),
  skill('google-ads', 'Google Ads', ['digital-marketing']),
  skill('blog-writing', 'Blog writing', ['content-marketing']),
  skill('video-editing', 'Video editing', ['photography-and-videography']),
];

function templateSettings(input: CreateTenantBody, supportEmail: string): TenantSettings {
  const currency = input.currency ?? 'GBP';
  return ZTenantSettings.parse({
    currency,
    currencySign: input.currencySign ?? currencySymbol(currency),
    defaultLocale: input.defaultLocale ?? input.languages[0],
    languages: input.languages.map((value) => ({ value, label: UI_LANGUAGE_LABELS[value] })),
    styling: { metadata: { '/': { title: input.name } } },
    customMenus: {},
    footer: {
      logoLink: '/',
      intro: '',
      copyright: `© ${new Date().getUTCFullYear()} ${input.name}`,
      supportContact: supportEmail,
      supportPhone: '',
      termsAndConditions: { title: 'Terms and conditions', url: '' },
      privacy: { title: 'Privacy', url: '' },
      socialLinks: { facebook: '', twitter: '', linkedin: '', instagram: '' },
      services: {
        title: 'Services',
        items: TEMPLATE_SERVICES.map((entry) => ({
          title: entry.name,
          url: `/freelancers/${entry.slug}`,
        })),
      },
      locations: EMPTY_GROUP('Locations'),
      contactUs: EMPTY_GROUP('Contact us'),
      information: EMPTY_GROUP('Information'),
      middleSection: {
        header: `Join ${input.name}`,
        links: [
          { title: 'Join as a freelancer', url: '/register' },
          { title: 'Hire talent', url: '/customer-register' },
        ],
      },
    },
  });
}

/**
 * Conservative switches: payments on, customers approved by an administrator (a new marketplace
 * decides who may hire before anyone can), everything optional off until switched on.
 */
const TEMPLATE_FEATURES = {
  paymentGateway: { isEnabled: true },
  adminApprovesCustomers: { isEnabled: true },
  adminApprovesProducts: { isEnabled: true },
  internalMessaging: { isEnabled: true, value: { countUnread: true } },
  toastDuration: { isEnabled: true, value: 5 },
  idleLogout: { isEnabled: false },
  videoChat: { isEnabled: false },
  switchUsers: { isEnabled: false },
  stripeSubscriptions: { isEnabled: false },
  surveyPopup: { isEnabled: false },
  chatSupport: { isEnabled: false },
};

export function tenantTemplate(input: CreateTenantBody, supportEmail: string): TenantTemplate {
  return {
    settings: templateSettings(input, supportEmail),
    styling: ZStylingResponse.parse(DEFAULT_STYLING),
    features: ZFeaturesResponse.parse(TEMPLATE_FEATURES),
    services: TEMPLATE_SERVICES,
    skills: TEMPLATE_SKILLS,
  };
}
