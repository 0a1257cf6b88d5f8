import { REMOTE_NAMES, ROLES } from '@mp/contracts';
import {
  buildPublicMenu,
  buildSignedInMenu,
  customItems,
  isAvailable,
  isHighlighted,
  type MenuItem,
} from './menus';

const all = { host: 'localhost:8080', enabledRemotes: REMOTE_NAMES };
const flat = (items: MenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? [item.id, ...flat(item.children)] : [item.id]));

describe('signed-in menus', () => {
  it('gives customers inbox, profile, the jobs submenu, post job and accounts', () => {
    const menu = buildSignedInMenu({ ...all, role: ROLES.customer });
    expect(menu.map((item) => item.id)).toEqual([
      'inbox',
      'profile',
      'jobs',
      'post-job',
      'accounts',
    ]);
    expect(menu.find((item) => item.id === 'jobs')?.children?.map((c) => c.id)).toEqual([
      'proposals',
      'shortlist',
      'favorites',
      'all-jobs',
      'freelancers',
    ]);
    expect(menu[0]).toMatchObject({ to: '/customer/inbox', badge: 'unread' });
  });

  it('gives administrators their approvals queue, the disputes, the console, the audit trail, the freelancer profiles and no customer screen', () => {
    const menu = buildSignedInMenu({ ...all, role: ROLES.administrator });
    expect(menu).toEqual([
      { id: 'approvals', labelKey: 'menu.approvals', to: '/dashboard', external: false },
      { id: 'disputes', labelKey: 'menu.disputes', to: '/disputes', external: false },
      { id: 'console', labelKey: 'menu.tenantConsole', to: '/admin/console', external: false },
      { id: 'audit', labelKey: 'menu.auditTrail', to: '/admin/audit', external: false },
      {
        id: 'freelancerProfiles',
        labelKey: 'menu.freelancerProfiles',
        to: '/admin/freelancers',
        external: false,
      },
    ]);
  });

  it('gives freelancers the jobs submenu, profile, inbox and accounts', () => {
    const menu = buildSignedInMenu({
      ...all,
      role: ROLES.freelancer,
      customMenus: { custom: [{ url: '/post-job', title: 'Post a job for free' }] },
    });
    expect(menu.map((item) => item.id)).toEqual(['jobs', 'profile', 'inbox', 'accounts']);
    expect(menu[0]?.children?.map((c) => c.labelKey ?? c.title)).toEqual([
      'menu.searchJobs',
      'menu.proposals',
      'menu.currentJobs',
      'Post a job for free',
    ]);
  });

  it('shows a reviewing customer only proposals, jobs, shortlist, favorites and settings', () => {
    const menu = buildSignedInMenu({ ...all, role: ROLES.customer, reviewingJobs: true });
    expect(flat(menu)).toEqual(['proposals', 'jobs', 'shortlist', 'favorites', 'settings']);
  });

  it('adds the organisation menu only for organisation customers', () => {
    const customMenus = {
      'customer-organisation': [{ url: '/customer/setting#manage-users', title: 'Team' }],
    };
    expect(flat(buildSignedInMenu({ ...all, role: ROLES.customer, customMenus }))).not.toContain(
      'organisation-0',
    );
    expect(
      flat(
        buildSignedInMenu({
          ...all,
          role: ROLES.customer,
          customMenus,
          isCustomerOrganisation: true,
        }),
      ),
    ).toContain('organisation-0');
  });

  it('drops entries of a remote switched off for the tenant', () => {
    const enabledRemotes = REMOTE_NAMES.filter((name) => name !== 'mf_messaging');
    const menu = buildSignedInMenu({ ...all, enabledRemotes, role: ROLES.customer });
    expect(flat(menu)).not.toContain('inbox');
  });
});

describe('custom menus', () => {
  const metadata = { '/freelancer/search-jobs': { title: 'Find', alias: '/find-work' } };

  it('rewrites in-app links to aliases, keeps external links and drops unavailable ones', () => {
    const items = customItems(
      [
        { url: '/freelancer/search-jobs?q=1', title: 'Find work' },
        { url: 'https://www.example.com/about', title: 'About' },
        { url: '/products', title: 'Book' },
        {
          url: '/customer/jobs',
          title: 'Parent',
          button: true,
          fileKey: 'menus/a.svg',
          children: [{ url: '/find-work', title: 'Child' }],
        },
      ],
      { ...all, metadata, enabledRemotes: REMOTE_NAMES.filter((n) => n !== 'mf_products') },
    );
    expect(items.map((item) => [item.title, item.to, item.external])).toEqual([
      ['Find work', '/find-work?q=1', false],
      ['About', 'https://www.example.com/about', true],
      ['Parent', '/customer/jobs', false],
    ]);
    expect(items[2]).toMatchObject({ button: true, fileKey: 'menus/a.svg' });
    expect(items[2]?.children?.[0]?.to).toBe('/find-work');
  });

  it("shows each tenant entry's title in the reader's language, else its plain title", () => {
    const titles = { en: 'About us', de: 'Über uns' };
    const menu = [
      {
        url: '/products',
        title: 'About',
        titles,
        children: [{ url: '/customer/jobs', title: 'Jobs', titles: { de: 'Aufträge' } }],
      },
    ];
    const titlesIn = (locale: string | undefined) => {
      const [item] = customItems(menu, { ...all, ...(locale ? { locale } : {}) });
      return [item?.title, item?.children?.[0]?.title];
    };
    expect(titlesIn('de')).toEqual(['Über uns', 'Aufträge']);
    expect(titlesIn('en')).toEqual(['About us', 'Jobs']);
    expect(titlesIn('ua')).toEqual(['About', 'Jobs']);
    expect(titlesIn(undefined)).toEqual(['About', 'Jobs']);
    const publicMenu = buildPublicMenu({ public: menu }, { ...all, locale: 'de' });
    expect(publicMenu[0]?.title).toBe('Über uns');
  });

  it('builds the public menu from the tenant menu plus About Us and Services', () => {
    const menu = buildPublicMenu({ public: [{ url: '/products', title: 'Book' }] }, all);
    expect(menu.map((item) => item.title ?? item.labelKey)).toEqual([
      'Book',
      'menu.aboutUs',
      'menu.services',
    ]);
  });

  it('highlights a dropdown when the current path contains a child target', () => {
    const dropdown: MenuItem = {
      id: 'jobs',
      to: '/customer/jobs',
      external: false,
      children: [
        { id: 'a', to: '/customer/short-list', external: false },
        { id: 'b', to: 'https://x.test/customer/jobs', external: true },
      ],
    };
    expect(isHighlighted(dropdown, '/customer/short-list')).toBe(true);
    expect(isHighlighted(dropdown, '/customer/jobs')).toBe(false);
  });
});

describe('links that lead nowhere', () => {
  const access = (role: 1 | 2 | 3 | null, features: Record<string, boolean> = {}) => ({
    ...all,
    access: {
      viewer: role === null ? null : { role, isApproved: true },
      features,
      approvalRestricted: false,
    },
    contentPages: ['terms'],
  });

  it('hides a target the signed-in role may not open', () => {
    const payout = '/freelancer/setting#payment-account';
    expect(isAvailable(payout, access(ROLES.customer))).toBe(false);
    expect(isAvailable(payout, access(ROLES.freelancer))).toBe(true);
    expect(isAvailable('/customer/jobs', access(ROLES.freelancer))).toBe(false);
    expect(
      customItems([{ url: payout, title: 'Payout details' }], access(ROLES.customer), 'avatar'),
    ).toEqual([]);
  });

  it("keeps administrators out of the customer's and freelancer's screens", () => {
    expect(isAvailable('/customer/inbox', access(ROLES.administrator))).toBe(false);
    expect(isAvailable('/freelancer/profile', access(ROLES.administrator))).toBe(false);
    expect(isAvailable('/dashboard', access(ROLES.administrator, { dashboard: true }))).toBe(true);
    expect(isAvailable('/freelancers/graphic-design', access(ROLES.administrator))).toBe(true);
    expect(isAvailable('/admin/console', access(ROLES.administrator))).toBe(true);
  });

  it('links the tenant console for administrators only', () => {
    expect(isAvailable('/admin/console', access(ROLES.customer))).toBe(false);
    expect(isAvailable('/admin/console', access(ROLES.freelancer))).toBe(false);
  });

  it('hides paths whose switch is off and paths that exist nowhere', () => {
    expect(isAvailable('/post-job', access(ROLES.customer))).toBe(false);
    expect(isAvailable('/post-job', access(ROLES.customer, { postJobPage: true }))).toBe(true);
    expect(isAvailable('/nowhere', access(null))).toBe(false);
  });

  it('links a content page only when the tenant has it', () => {
    expect(isAvailable('/terms', access(null))).toBe(true);
    expect(isAvailable('/privacy', access(null))).toBe(false);
  });

  it('lets signed-out visitors follow links that ask them to sign in first', () => {
    expect(isAvailable('/customer/jobs', access(null))).toBe(true);
  });

  it('adds the content pages placed in the menu to the public menu', () => {
    const menu = buildPublicMenu(undefined, all, [{ slug: 'pricing', title: 'Pricing' }]);
    expect(menu.at(-1)).toEqual({
      id: 'page-pricing',
      title: 'Pricing',
      to: '/pricing',
      external: false,
    });
  });
});
