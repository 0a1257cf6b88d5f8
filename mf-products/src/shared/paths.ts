const q = encodeURIComponent;

/** `/products/{username}/{productId}`: the product's page. */
export function productPath(username: string, productId: string): string {
  return `/products/${q(username)}/${q(productId)}`;
}

export function editProductPath(username: string, productId: string): string {
  return `${productPath(username, productId)}/edit`;
}

/** The page of a booking's job: the customer's contract overview, the seller's current job. */
export function bookingJobPath(side: 'customer' | 'seller', jobId: string): string {
  return side === 'customer'
    ? `/customer/contract/${q(jobId)}?mode=overview`
    : `/freelancer/manage/${q(jobId)}`;
}

/** Where a completed booking's parties review each other: the reviews card of its job's page. */
export function bookingReviewPath(side: 'customer' | 'seller', jobId: string): string {
  return `${bookingJobPath(side, jobId)}#reviews`;
}
