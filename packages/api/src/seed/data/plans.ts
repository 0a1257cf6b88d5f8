/**
 * The plans the seeded tenants sell at the sandbox provider (docs/payments.md#subscriptions-and-plans):
 * prices in minor units of each tenant's currency (demo GBP, acme EUR), and the credits each
 * month of a subscription grants.
 */
import type { PlanSeed } from '../../domains/subscriptions';

export const SEED_SUBSCRIPTION_PLANS: readonly PlanSeed[] = [
  {
    tenantId: 'demo',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'For the occasional booking.',
        amount: 999,
        currency: 'GBP',
        interval: 'month',
        monthlyCredits: 20,
        features: ['20 credits every month', 'Book services with credits', 'Cancel at any time'],
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'For teams that book every week.',
        amount: 2999,
        currency: 'GBP',
        interval: 'month',
        monthlyCredits: 100,
        features: ['100 credits every month', 'Book services with credits', 'Cancel at any time'],
      },
      {
        id: 'professional-yearly',
        name: 'Professional, yearly',
        description: 'Professional for a year, two months free.',
        amount: 29990,
        currency: 'GBP',
        interval: 'year',
        monthlyCredits: 100,
        features: ['100 credits every month', 'Book services with credits', 'Billed once a year'],
      },
    ],
  },
  {
    tenantId: 'acme',
    plans: [
      {
        id: 'basic',
        name: 'Basic',
        description: 'Credits for the odd booking.',
        amount: 1200,
        currency: 'EUR',
        interval: 'month',
        monthlyCredits: 25,
        features: ['25 credits every month'],
      },
      {
        id: 'business',
        name: 'Business',
        description: 'A year of credits for the whole team.',
        amount: 12000,
        currency: 'EUR',
        interval: 'year',
        monthlyCredits: 40,
        features: ['40 credits every month', 'Billed once a year'],
      },
    ],
  },
];
