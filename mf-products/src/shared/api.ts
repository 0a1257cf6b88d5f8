import {
  createProduct,
  deleteProduct,
  editProduct,
  getProduct,
  getPublicUser,
  listOwnProducts,
  listServices,
  requestProductApproval,
  searchPrivate,
  searchPublic,
  type ApiClient,
  type CreateProductBody,
  type EditProductBody,
  type Product,
  type ProductStage,
  type PublicProfile,
  type SearchRequest,
} from '@mp/contracts';

export type Service = Awaited<ReturnType<typeof loadServices>>[number];

/** GET /services: the tenant's services, for the service filter and field. */
export function loadServices(api: ApiClient, signal?: AbortSignal) {
  return api.call(listServices, { signal });
}

export interface ProductHits {
  products: Product[];
  total: number;
}

/**
 * The products index of the search DSL (docs/products.md#search): POST /apis/v2/auth/es while
 * signed in, the public POST /apis/v2/es otherwise; `_source` is the product.
 */
export async function searchProducts(
  api: ApiClient,
  body: SearchRequest,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<ProductHits> {
  const answer = signedIn
    ? await api.call(searchPrivate, { body, signal })
    : await api.call(searchPublic, { body, signal });
  return {
    products: answer.hits.hits.map((hit) => hit._source as unknown as Product),
    total: answer.hits.total.value,
  };
}

/** The sellers of some products by id (each asked once), for their cards and links. */
export async function loadSellers(
  api: ApiClient,
  authorIds: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, PublicProfile>> {
  const unique = [...new Set(authorIds)];
  const settled = await Promise.allSettled(
    unique.map((id) => api.call(getPublicUser, { params: { id }, signal })),
  );
  const sellers = new Map<string, PublicProfile>();
  settled.forEach((result, index) => {
    const id = unique[index];
    if (result.status === 'fulfilled' && id) sellers.set(id, result.value);
  });
  return sellers;
}

export function loadProduct(api: ApiClient, productId: string, signal?: AbortSignal) {
  return api.call(getProduct, { params: { productId }, signal });
}

/** GET /apis/actions/products ?stage: the seller's drafts or live list, all pages. */
export async function loadOwnProducts(
  api: ApiClient,
  stage: ProductStage,
  signal?: AbortSignal,
): Promise<Product[]> {
  const products: Product[] = [];
  let from: string | undefined;
  do {
    const page = await api.call(listOwnProducts, { query: { stage, from }, signal });
    products.push(...page.products);
    from = page.lastEvaluatedKey;
  } while (from);
  return products;
}

export function saveNewProduct(api: ApiClient, body: CreateProductBody) {
  return api.call(createProduct, { body });
}

export function saveProductChanges(api: ApiClient, productId: string, body: EditProductBody) {
  return api.call(editProduct, { params: { productId }, body });
}

export function removeProduct(api: ApiClient, productId: string) {
  return api.call(deleteProduct, { params: { productId } });
}

export function submitForApproval(api: ApiClient, productId: string) {
  return api.call(requestProductApproval, { params: { productId }, body: {} });
}
