/** The administrator's approval calls (docs/admin.md, docs/products.md). */
import {
  decideCustomerApproval,
  decideProductApproval,
  getPublicUser,
  listCustomersForApproval,
  listProductsForApproval,
  type AdminCustomer,
  type AdminCustomersPage,
  type ApiClient,
  type CustomerApprovalBody,
  type Product,
  type ProductApprovalBody,
  type ProductsPage,
  type PublicProfile,
} from '@mp/contracts';

export function listPendingCustomers(http: ApiClient, from?: string): Promise<AdminCustomersPage> {
  return http.call(listCustomersForApproval, { query: { status: 'pending', from } });
}

export function decideCustomer(
  http: ApiClient,
  userId: string,
  body: CustomerApprovalBody,
): Promise<AdminCustomer> {
  return http.call(decideCustomerApproval, { params: { userId }, body });
}

/** The products waiting for an administrator, oldest submission first (docs/products.md). */
export function listPendingProducts(http: ApiClient, from?: string): Promise<ProductsPage> {
  return http.call(listProductsForApproval, { query: { status: 'pending', from } });
}

export function decideProduct(
  http: ApiClient,
  productId: string,
  body: ProductApprovalBody,
): Promise<Product> {
  return http.call(decideProductApproval, { params: { productId }, body });
}

/** The sellers of some products by id, each asked once; one that cannot be read is left out. */
export async function loadSellers(
  http: ApiClient,
  ids: readonly string[],
): Promise<Map<string, PublicProfile>> {
  const unique = [...new Set(ids)];
  const answers = await Promise.allSettled(
    unique.map((id) => http.call(getPublicUser, { params: { id } })),
  );
  const sellers = new Map<string, PublicProfile>();
  answers.forEach((answer, index) => {
    const id = unique[index];
    if (answer.status === 'fulfilled' && id) sellers.set(id, answer.value);
  });
  return sellers;
}
