import { render } from '@testing-library/react';
import type { ApiClient, Product, SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { FIXTURE_TIME } from '@mp/test-kit';
import { ProductsApp } from '../exposed/App';

/** A live product of aFreelancerUser (fl-1) at £50, offered at £40. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    productId: 'p-1',
    uniqueName: 'logo-review',
    authorId: 'fl-1',
    title: 'Logo review',
    description: 'A written review of your logo.',
    price: 5000,
    offerPrice: 4000,
    credits: 50,
    duration: 60,
    shipmentOptions: [],
    serviceId: null,
    images: [],
    videos: [],
    requiresSurvey: false,
    stage: 'live',
    approvalStatus: 'APPROVED_BY_ADMIN',
    approvalReason: null,
    approvalDecidedAt: FIXTURE_TIME,
    submittedAt: FIXTURE_TIME,
    isLive: true,
    currency: 'GBP',
    createdAt: FIXTURE_TIME,
    lastModified: FIXTURE_TIME,
    ...overrides,
  };
}

/** The products remote at `path`, in English, with the given API stub and user. */
export async function renderProducts(path: string, http: ApiClient, user: SessionUser | null) {
  render(
    <RemoteStage
      App={ProductsApp}
      i18n={await createStageI18n('en', ProductsApp)}
      path={path}
      user={user}
      http={http}
    />,
  );
}
