/**
 * The seeded tenants and accounts (docs/tenants.md#seeded-tenants). The API (user records) and the
 * identity service (user-pool entries) both seed from this one list, so a user's id is the same in
 * both. These are local demo accounts: they are created only when demo seeding is on.
 */
import { FREELANCER_ROLES, ROLES, type FreelancerRole, type Role } from './constants';

export const SEEDED_TENANT_IDS = ['demo', 'acme'] as const;
export type SeededTenantId = (typeof SEEDED_TENANT_IDS)[number];

export const SEEDED_PASSWORD = 'Passw0rd!';

export interface SeededAccount {
  tenantId: SeededTenantId;
  userId: string;
  email: string;
  name: string;
  role: Role;
  freelancerRole?: FreelancerRole;
  isApproved: boolean;
  isCustomerOrganisation: boolean;
  /** What the account is for, shown in the README's table. */
  purpose: string;
}

interface AccountTemplate {
  localPart: string;
  name: string;
  role: Role;
  freelancerRole?: FreelancerRole;
  isApproved: boolean;
  isCustomerOrganisation: boolean;
  purpose: string;
}

const TEMPLATES: readonly AccountTemplate[] = [
  {
    localPart: 'customer',
    name: 'Casey Customer',
    role: ROLES.customer,
    isApproved: true,
    isCustomerOrganisation: false,
    purpose: 'approved customer',
  },
  {
    localPart: 'pending-customer',
    name: 'Parker Pending',
    role: ROLES.customer,
    isApproved: false,
    isCustomerOrganisation: false,
    purpose: 'customer awaiting admin approval',
  },
  {
    localPart: 'org-customer',
    name: 'Orla Organisation',
    role: ROLES.customer,
    isApproved: true,
    isCustomerOrganisation: true,
    purpose: 'organisation customer',
  },
  {
    localPart: 'freelancer',
    name: 'Frankie Freelancer',
    role: ROLES.freelancer,
    freelancerRole: FREELANCER_ROLES.independentFreelancer,
    isApproved: true,
    isCustomerOrganisation: false,
    purpose: 'independent freelancer (sub-type 2)',
  },
  {
    localPart: 'agency',
    name: 'Avery Agency',
    role: ROLES.freelancer,
    freelancerRole: FREELANCER_ROLES.agencyCompany,
    isApproved: true,
    isCustomerOrganisation: false,
    purpose: 'agency company (sub-type 0)',
  },
  {
    localPart: 'agency-freelancer',
    name: 'Alex Agencyworker',
    role: ROLES.freelancer,
    freelancerRole: FREELANCER_ROLES.agencyFreelancer,
    isApproved: true,
    isCustomerOrganisation: false,
    purpose: 'agency freelancer (sub-type 1)',
  },
  {
    localPart: 'admin',
    name: 'Ada Admin',
    role: ROLES.administrator,
    isApproved: true,
    isCustomerOrganisation: false,
    purpose: 'administrator',
  },
];

const TENANT_PREFIX: Record<SeededTenantId, string> = { demo: 'd', acme: 'a' };

/** Stable, readable UUIDs: tenant letter in the first group, account index in the last. */
function seededUserId(tenantId: SeededTenantId, index: number): string {
  const tenantHex = TENANT_PREFIX[tenantId] === 'd' ? '0000000d' : '0000000a';
  return `${tenantHex}-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

export const SEEDED_ACCOUNTS: readonly SeededAccount[] = SEEDED_TENANT_IDS.flatMap((tenantId) =>
  TEMPLATES.map((template, index) => {
    const { localPart, ...rest } = template;
    return {
      ...rest,
      tenantId,
      userId: seededUserId(tenantId, index),
      email: `${localPart}@${tenantId}.test`,
    };
  }),
);
