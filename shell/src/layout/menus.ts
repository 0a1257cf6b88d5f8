/**
 * The header's menus per role (docs/shell.md#header-and-menus) as data, so the rules are
 * unit-tested and the header only renders. Built-in entries carry an i18n key; tenant custom
 * entries their title.
 */
import {
  ROLES,
  contentPageSlugOf,
  isExternalLink,
  resolveAlias,
  rewriteToAlias,
  splitPath,
  titleIn,
  type AliasMap,
  type CustomMenuItem,
  type CustomMenus,
  type RemoteName,
  type Role,
} from '@mp/contracts';
import type { TextKey } from '../locales';
import { audienceOf, guardPath, type GuardUser } from '../routing/guards';
import { findRoute } from '../routing/route-table';

export interface MenuItem {
  id: string;
  /** i18n key of a built-in entry. */
  labelKey?: TextKey;
  /** Literal title of a tenant entry. */
  title?: string;
  to: string;
  external: boolean;
  button?: boolean;
  fileKey?: string;
  badge?: 'unread';
  children?: MenuItem[];
}

export interface MenuContext {
  host: string;
  enabledRemotes: readonly RemoteName[];
  metadata?: AliasMap;
  /**
   * Who follows the links (null: signed out) and the switches evaluated for them. When given, a
   * link the guards would answer with not found, forbidden or pending approval is left out.
   */
  access?: {
    viewer: GuardUser | null;
    features: Readonly<Record<string, boolean>>;
    approvalRestricted: boolean;
  };
  /** Slugs of the tenant's content pages: `/{slug}` leads somewhere only for these. */
  contentPages?: readonly string[];
  /** The reader's language: tenant entries show their title in it (`titles`, else `title`). */
  locale?: string;
}

export interface SignedInMenuInput extends MenuContext {
  role: Role;
  reviewingJobs?: boolean;
  isCustomerOrganisation?: boolean;
  customMenus?: CustomMenus;
}

/** Whether the guards let this viewer open an in-app path (docs/shell.md#header-and-menus). */
function mayOpen(canonical: string, access: NonNullable<MenuContext['access']>): boolean {
  const { pathname, search, hash } = splitPath(canonical);
  const verdict = guardPath(
    {
      pathname,
      user: access.viewer,
      features: access.features,
      approvalRestricted: access.approvalRestricted,
    },
    search,
    hash,
  );
  if (verdict.kind !== 'allow' && verdict.kind !== 'login') return false;
  // Administrators may open any path, but the customer and freelancer screens are not theirs:
  // their calls answer for the signed-in customer or freelancer only.
  if (access.viewer?.role !== ROLES.administrator) return true;
  const audience = audienceOf(pathname, access.features, true);
  return audience !== 'customer' && audience !== 'freelancer';
}

/**
 * Whether a link leads somewhere for this tenant and viewer: links elsewhere do; an in-app
 * target needs a route (or a content page) whose remote is on and that the viewer may open.
 */
export function isAvailable(to: string, ctx: MenuContext): boolean {
  if (isExternalLink(to, ctx.host) || !to.startsWith('/')) return true;
  const canonical = resolveAlias(to, ctx.metadata) ?? to;
  const { pathname } = splitPath(canonical);
  const route = findRoute(pathname);
  if (!route) {
    const slug = contentPageSlugOf(pathname);
    return slug !== null && (ctx.contentPages ?? []).includes(slug);
  }
  if (route.owner !== 'shell' && !ctx.enabledRemotes.includes(route.owner)) return false;
  return ctx.access ? mayOpen(canonical, ctx.access) : true;
}

function link(
  id: string,
  labelKey: TextKey,
  to: string,
  ctx: MenuContext,
  extra: Partial<MenuItem> = {},
): MenuItem | null {
  if (!isAvailable(to, ctx)) return null;
  return { id, labelKey, to: rewriteToAlias(to, ctx.metadata), external: false, ...extra };
}

function group(id: string, labelKey: TextKey, children: Array<MenuItem | null>): MenuItem | null {
  const kept = children.filter((child): child is MenuItem => child !== null);
  if (kept.length === 0) return null;
  return { id, labelKey, to: kept[0]!.to, external: false, children: kept };
}

/** A tenant custom menu, with unavailable targets dropped and in-app links rewritten to aliases. */
export function customItems(
  items: readonly CustomMenuItem[] | undefined,
  ctx: MenuContext,
  prefix = 'custom',
): MenuItem[] {
  return (items ?? []).flatMap((item, index) => {
    if (!isAvailable(item.url, ctx)) return [];
    const external = isExternalLink(item.url, ctx.host);
    const children = item.children
      ? customItems(item.children, ctx, `${prefix}-${index}`)
      : undefined;
    const out: MenuItem = {
      id: `${prefix}-${index}`,
      title: ctx.locale ? titleIn(item, ctx.locale) : item.title,
      to: external ? item.url : rewriteToAlias(item.url, ctx.metadata),
      external,
      ...(item.button ? { button: true } : {}),
      ...(item.fileKey ? { fileKey: item.fileKey } : {}),
      ...(children && children.length > 0 ? { children } : {}),
    };
    return [out];
  });
}

function customerMenu(input: SignedInMenuInput): MenuItem[] {
  const extraSearch = customItems(input.customMenus?.custom, input, 'custom-search');
  if (input.reviewingJobs) {
    // A reviewing customer sees only proposals, jobs, shortlist, favorites, settings.
    return [
      link('proposals', 'menu.proposals', '/customer/list-all-proposals', input),
      link('jobs', 'menu.allJobs', '/customer/jobs', input),
      link('shortlist', 'menu.shortList', '/customer/short-list', input),
      link('favorites', 'menu.favorites', '/customer/favorites', input),
      link('settings', 'menu.settings', '/customer/setting', input),
    ].filter((item): item is MenuItem => item !== null);
  }
  return [
    link('inbox', 'menu.inbox', '/customer/inbox', input, { badge: 'unread' }),
    link('profile', 'menu.profile', '/customer/profile', input),
    group('jobs', 'menu.jobs', [
      link('proposals', 'menu.proposals', '/customer/list-all-proposals', input),
      link('shortlist', 'menu.shortList', '/customer/short-list', input),
      link('favorites', 'menu.favorites', '/customer/favorites', input),
      link('all-jobs', 'menu.allJobs', '/customer/jobs', input),
      link('freelancers', 'menu.freelancers', '/customer/cl-search', input),
      ...extraSearch,
    ]),
    link('post-job', 'menu.postJob', '/post-job', input, { button: true }),
    group('accounts', 'menu.accounts', [
      link('settings', 'menu.settings', '/customer/setting', input),
      link('invoices', 'menu.invoices', '/customer/cl-invoices', input),
    ]),
    ...customItems(input.customMenus?.customer, input, 'customer'),
    ...(input.isCustomerOrganisation
      ? customItems(input.customMenus?.['customer-organisation'], input, 'organisation')
      : []),
  ].filter((item): item is MenuItem => item !== null);
}

function freelancerMenu(input: SignedInMenuInput): MenuItem[] {
  return [
    group('jobs', 'menu.jobs', [
      link('search-jobs', 'menu.searchJobs', '/freelancer/search-jobs', input),
      link('proposals', 'menu.proposals', '/freelancer/proposals', input),
      link('current-jobs', 'menu.currentJobs', '/freelancer/manage', input),
      ...customItems(input.customMenus?.custom, input, 'custom-post-job'),
    ]),
    link('profile', 'menu.profile', '/freelancer/profile', input),
    link('inbox', 'menu.inbox', '/freelancer/inbox', input, { badge: 'unread' }),
    group('accounts', 'menu.accounts', [
      link('settings', 'menu.settings', '/freelancer/setting', input),
      link('invoices', 'menu.invoices', '/freelancer/fl-invoices', input),
    ]),
    ...customItems(input.customMenus?.freelancer, input, 'freelancer'),
  ].filter((item): item is MenuItem => item !== null);
}

/**
 * The signed-in header's entries for the user's role. Administrators get the approvals queue
 * (the dashboard), the disputes, the tenant console, the audit trail, the freelancers' profiles
 * they may edit on behalf, and nothing of the customer's or freelancer's own screens.
 */
export function buildSignedInMenu(input: SignedInMenuInput): MenuItem[] {
  if (input.role === ROLES.freelancer) return freelancerMenu(input);
  if (input.role !== ROLES.administrator) return customerMenu(input);
  const approvals = link('approvals', 'menu.approvals', '/dashboard', input);
  const disputes = link('disputes', 'menu.disputes', '/disputes', input);
  const console = link('console', 'menu.tenantConsole', '/admin/console', input);
  const audit = link('audit', 'menu.auditTrail', '/admin/audit', input);
  const profiles = link(
    'freelancerProfiles',
    'menu.freelancerProfiles',
    '/admin/freelancers',
    input,
  );
  return [approvals, disputes, console, audit, profiles].filter(
    (item): item is MenuItem => item !== null,
  );
}

/** A content page placed in the menu or footer: its path and title in the reader's language. */
export interface PlacedPage {
  slug: string;
  title: string;
}

/**
 * The signed-out header: tenant public menu, About Us, Services, the content pages placed in
 * the menu (docs/content-pages.md#placement); join as a PRO and Sign In follow.
 */
export function buildPublicMenu(
  customMenus: CustomMenus | undefined,
  ctx: MenuContext,
  menuPages: readonly PlacedPage[] = [],
): MenuItem[] {
  return [
    ...customItems(customMenus?.public, ctx, 'public'),
    { id: 'about', labelKey: 'menu.aboutUs', to: '/#about', external: false },
    { id: 'services', labelKey: 'menu.services', to: '/#services', external: false },
    ...menuPages.map((page) => ({
      id: `page-${page.slug}`,
      title: page.title,
      to: `/${page.slug}`,
      external: false,
    })),
  ];
}

/** A dropdown is highlighted when the current path contains an item's target. */
export function isHighlighted(item: MenuItem, pathname: string): boolean {
  const targets = item.children ?? [item];
  return targets.some((child) => {
    if (child.external) return false;
    const target = splitPath(child.to).pathname;
    return target.length > 1 && pathname.includes(target);
  });
}
