/**
 * Demo products (docs/products.md): two approved and live (their seller is onboarded for
 * payments), one draft. Acme has its products area switched off and sells none.
 */
import type { CreateProductBody, ProductApprovalStatus, ProductStage } from '@mp/contracts';

export interface ProductSeed {
  tenantId: 'demo';
  id: string;
  /** The seller's e-mail local part. */
  seller: string;
  stage: ProductStage;
  approvalStatus: ProductApprovalStatus | null;
  product: CreateProductBody;
}

export const SEED_PRODUCTS: readonly ProductSeed[] = [
  {
    tenantId: 'demo',
    id: 'seed-product-logo-review',
    seller: 'freelancer',
    stage: 'live',
    approvalStatus: 'APPROVED_BY_ADMIN',
    product: {
      uniqueName: 'logo-review',
      title: 'Logo review',
      description:
        'A written review of your logo: legibility, colour, scale and how it sits beside your competitors, within two working days.',
      price: 9000,
      offerPrice: 7500,
      credits: 90,
      duration: 60,
      serviceId: 'graphic-design',
    },
  },
  {
    tenantId: 'demo',
    id: 'seed-product-brand-starter-kit',
    seller: 'freelancer',
    stage: 'live',
    approvalStatus: 'APPROVED_BY_ADMIN',
    product: {
      uniqueName: 'brand-starter-kit',
      title: 'Brand starter kit',
      description:
        'A logo, a colour palette and a one-page brand guide, with printed business cards posted to you.',
      price: 45000,
      credits: 450,
      duration: 600,
      serviceId: 'graphic-design',
      shipmentOptions: [
        { shipmentFeeId: 'seed-shipping-standard', name: 'Royal Mail 2nd class', price: 350 },
        { shipmentFeeId: 'seed-shipping-express', name: 'Next-day courier', price: 1200 },
      ],
    },
  },
  {
    tenantId: 'demo',
    id: 'seed-product-landing-page-audit',
    seller: 'freelancer',
    stage: 'draft',
    approvalStatus: null,
    product: {
      uniqueName: 'landing-page-audit',
      title: 'Landing page audit',
      description: 'Twenty concrete fixes for your landing page, recorded as a short video.',
      price: 15000,
      serviceId: 'website-design',
    },
  },
];
