import { FREELANCER_ROLES, ROLES } from '../constants';
import { REMOTES } from '../remotes';
import {
  enabledRemoteNames,
  evaluateFeature,
  isRemoteEnabled,
  restrictsUnapprovedCustomers,
  toUserRole,
  toastDurationMs,
} from './feature-evaluation';
import { ZFeatureSwitch, ZTenantFeatures, readFeatureValue, type TenantFeatures } from './features';
import { z } from 'zod';

const customer = { tenantId: 'demo', role: ROLES.customer };
const independent = {
  tenantId: 'demo',
  role: ROLES.freelancer,
  freelancerRole: FREELANCER_ROLES.independentFreelancer,
};
const agency = {
  tenantId: 'demo',
  role: ROLES.freelancer,
  freelancerRole: FREELANCER_ROLES.agencyCompany,
};
const admin = { tenantId: 'demo', role: ROLES.administrator };
const visitor = { tenantId: 'demo' };

describe('toUserRole', () => {
  it('maps roles and freelancer sub-types to the switch vocabulary', () => {
    expect(toUserRole(ROLES.customer)).toBe('customer');
    expect(toUserRole(ROLES.administrator)).toBe('administrator');
    expect(toUserRole(ROLES.freelancer, FREELANCER_ROLES.independentFreelancer)).toBe(
      'individualFreelancer',
    );
    expect(toUserRole(ROLES.freelancer, FREELANCER_ROLES.agencyCompany)).toBe('otherFreelancer');
    expect(toUserRole(ROLES.freelancer, FREELANCER_ROLES.agencyFreelancer)).toBe('otherFreelancer');
    expect(toUserRole(ROLES.freelancer)).toBe('individualFreelancer');
  });
});

describe('evaluateFeature', () => {
  const features: TenantFeatures = {
    on: { isEnabled: true, value: 'all' },
    off: { isEnabled: false, value: 'ignored' },
    perRole: {
      isEnabled: false,
      value: { limit: 3 },
      values: [
        { userRole: 'customer', enabled: true, duration: 12 },
        { userRole: 'otherFreelancer', enabled: false },
      ],
    },
    mostlyOn: { isEnabled: true, values: [{ userRole: 'individualFreelancer', enabled: false }] },
    forced: {
      isEnabled: false,
      forcedTenantId: 'acme',
      values: [{ userRole: 'customer', enabled: false }],
    },
  };

  it('treats a missing switch (or missing table) as off', () => {
    expect(evaluateFeature(features, 'nope', customer)).toEqual({
      enabled: false,
      value: undefined,
      duration: undefined,
    });
    expect(evaluateFeature(undefined, 'on', customer).enabled).toBe(false);
    expect(evaluateFeature(null, 'on', customer).enabled).toBe(false);
  });

  it('does not read inherited object properties as switches', () => {
    expect(evaluateFeature(features, 'toString', customer).enabled).toBe(false);
    expect(evaluateFeature(features, 'constructor', customer).enabled).toBe(false);
  });

  it('uses isEnabled and returns the value only while on', () => {
    expect(evaluateFeature(features, 'on', customer)).toEqual({
      enabled: true,
      value: 'all',
      duration: undefined,
    });
    expect(evaluateFeature(features, 'off', customer)).toEqual({
      enabled: false,
      value: undefined,
      duration: undefined,
    });
  });

  it('lets a role entry override isEnabled for that role only', () => {
    expect(evaluateFeature(features, 'perRole', customer)).toEqual({
      enabled: true,
      value: { limit: 3 },
      duration: 12,
    });
    expect(evaluateFeature(features, 'perRole', agency).enabled).toBe(false);
    expect(evaluateFeature(features, 'perRole', independent).enabled).toBe(false);
    expect(evaluateFeature(features, 'mostlyOn', independent).enabled).toBe(false);
    expect(evaluateFeature(features, 'mostlyOn', agency).enabled).toBe(true);
    expect(evaluateFeature(features, 'mostlyOn', admin).enabled).toBe(true);
  });

  it('gives signed-out visitors isEnabled', () => {
    expect(evaluateFeature(features, 'perRole', visitor).enabled).toBe(false);
    expect(evaluateFeature(features, 'mostlyOn', visitor).enabled).toBe(true);
    expect(evaluateFeature(features, 'mostlyOn', { tenantId: 'demo', role: null }).enabled).toBe(
      true,
    );
  });

  it('forces a switch on for its tenant, over isEnabled and role entries', () => {
    expect(evaluateFeature(features, 'forced', { ...customer, tenantId: 'acme' }).enabled).toBe(
      true,
    );
    expect(evaluateFeature(features, 'forced', { tenantId: 'acme' }).enabled).toBe(true);
    expect(evaluateFeature(features, 'forced', customer).enabled).toBe(false);
    expect(evaluateFeature(features, 'forced', independent).enabled).toBe(false);
  });
});

describe('isRemoteEnabled', () => {
  it('keeps a remote on unless its switch exists and is off', () => {
    expect(isRemoteEnabled(undefined, 'mf_products', customer)).toBe(true);
    expect(isRemoteEnabled({}, 'mf_products', customer)).toBe(true);
    expect(isRemoteEnabled({ productsRemote: { isEnabled: false } }, 'mf_products', customer)).toBe(
      false,
    );
    expect(isRemoteEnabled({ productsRemote: { isEnabled: true } }, 'mf_products', customer)).toBe(
      true,
    );
  });

  it('evaluates the remote switch per role and tenant like any other switch', () => {
    const features: TenantFeatures = {
      productsRemote: { isEnabled: false, values: [{ userRole: 'customer', enabled: true }] },
      messagingRemote: { isEnabled: false, forcedTenantId: 'acme' },
    };
    expect(isRemoteEnabled(features, 'mf_products', customer)).toBe(true);
    expect(isRemoteEnabled(features, 'mf_products', independent)).toBe(false);
    expect(isRemoteEnabled(features, 'mf_messaging', customer)).toBe(false);
    expect(isRemoteEnabled(features, 'mf_messaging', { tenantId: 'acme' })).toBe(true);
  });

  it('refuses unknown remotes', () => {
    expect(isRemoteEnabled({}, 'mf_unknown', customer)).toBe(false);
  });

  it('lists the enabled remotes in REMOTES order', () => {
    const names = enabledRemoteNames({ productsRemote: { isEnabled: false } }, visitor);
    expect(names).toEqual(REMOTES.map((r) => r.name).filter((n) => n !== 'mf_products'));
  });
});

describe('readFeatureValue', () => {
  const schema = z.strictObject({ withRestriction: z.boolean() });
  it('returns the typed value of an enabled switch, else undefined', () => {
    const features: TenantFeatures = {
      adminApprovesCustomers: { isEnabled: true, value: { withRestriction: true } },
      wrongShape: { isEnabled: true, value: 'yes' },
      disabled: { isEnabled: false, value: { withRestriction: true } },
    };
    expect(readFeatureValue(features, 'adminApprovesCustomers', schema, customer)).toEqual({
      withRestriction: true,
    });
    expect(readFeatureValue(features, 'wrongShape', schema, customer)).toBeUndefined();
    expect(readFeatureValue(features, 'disabled', schema, customer)).toBeUndefined();
  });
});

describe('toastDurationMs', () => {
  it('prefers the role duration, then a numeric value, in seconds', () => {
    const features: TenantFeatures = {
      toastDuration: {
        isEnabled: true,
        value: 6,
        values: [{ userRole: 'customer', enabled: true, duration: 10 }],
      },
    };
    expect(toastDurationMs(features, customer, 4000)).toBe(10_000);
    expect(toastDurationMs(features, independent, 4000)).toBe(6000);
    expect(toastDurationMs({}, customer, 4000)).toBe(4000);
    expect(toastDurationMs({ toastDuration: { isEnabled: false, value: 9 } }, customer, 4000)).toBe(
      4000,
    );
  });
});

describe('ZFeatureSwitch', () => {
  it('accepts per-role values and a forced tenant; rejects unknown keys and duplicate roles', () => {
    expect(
      ZFeatureSwitch.safeParse({
        isEnabled: true,
        value: { nested: [1, 'a'] },
        values: [{ userRole: 'customer', enabled: true, duration: 5 }],
        forcedTenantId: 'acme',
      }).success,
    ).toBe(true);
    expect(ZFeatureSwitch.safeParse({ isEnabled: true, extra: 1 }).success).toBe(false);
    expect(
      ZFeatureSwitch.safeParse({
        isEnabled: true,
        values: [
          { userRole: 'customer', enabled: true },
          { userRole: 'customer', enabled: false },
        ],
      }).success,
    ).toBe(false);
    expect(
      ZFeatureSwitch.safeParse({ isEnabled: true, values: [{ userRole: 'robot', enabled: true }] })
        .success,
    ).toBe(false);
  });

  it('names the failing switch in the error path', () => {
    const result = ZTenantFeatures.safeParse({ videoChat: { isEnabled: 'yes' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['videoChat', 'isEnabled']);
  });
});

describe('restrictsUnapprovedCustomers', () => {
  const ctx = { tenantId: 'acme', role: ROLES.customer, freelancerRole: null };

  it('holds customers back only with the switch on and withRestriction set', () => {
    const on = (value: unknown) =>
      ({ adminApprovesCustomers: { isEnabled: true, value } }) as TenantFeatures;
    expect(restrictsUnapprovedCustomers(on({ withRestriction: true }), ctx)).toBe(true);
    expect(restrictsUnapprovedCustomers(on({ withRestriction: false }), ctx)).toBe(false);
    expect(restrictsUnapprovedCustomers(on(true), ctx)).toBe(false);
    const off = {
      adminApprovesCustomers: { isEnabled: false, value: { withRestriction: true } },
    } as TenantFeatures;
    expect(restrictsUnapprovedCustomers(off, ctx)).toBe(false);
    expect(restrictsUnapprovedCustomers(null, ctx)).toBe(false);
  });
});
