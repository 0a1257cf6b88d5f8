const q = encodeURIComponent;

/** `/products/{username}/{productId}`: the product's page. */
export function productPath(username: string, productId: string): string {
  return `/products/${q(username)}/${q(productId)}`;
}

export function editProductPath(username: string, productId: string): string {
  return `${productPath(username, productId)}/edit`;
}
