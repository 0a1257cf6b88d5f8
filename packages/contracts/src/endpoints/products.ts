/**
 * Products (docs/products.md): freelancers write their products and submit them for approval,
 * administrators decide, anyone reads a live product; the safe outbound redirect of links.
 */
import type {
  ZBookingIdParams,
  ZBookingsResponse,
  ZBookingView,
  ZBookProductBody,
  ZBookProductResponse,
  ZCancelBookingBody,
  ZListBookingsQuery,
  ZListOrdersQuery,
  ZProductConversationsQuery,
  ZProductConversationsResponse,
  ZCreateProductBody,
  ZDeletedProduct,
  ZEditProductBody,
  ZListOwnProductsQuery,
  ZListProductsForApprovalQuery,
  ZProductApprovalBody,
  ZProductIdParams,
  ZProductNameParams,
  ZProductsPage,
  ZRedirectParams,
  ZRedirectTarget,
  ZRequestProductApprovalBody,
} from '../api';
import { ORDERS_PATH_SEGMENT, ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';
import type { ZProduct } from '../entities';

const SELLERS = [ROLES.freelancer] as const;

export const createProduct = defineEndpoint<{
  body: typeof ZCreateProductBody;
  response: typeof ZProduct;
}>({
  operationId: 'createProduct',
  domain: 'products',
  method: 'POST',
  path: '/apis/actions/products',
  access: SELLERS,
  status: 201,
  errors: ['CONFLICT', 'FORBIDDEN', 'UNPROCESSABLE'],
});

export const editProduct = defineEndpoint<{
  params: typeof ZProductIdParams;
  body: typeof ZEditProductBody;
  response: typeof ZProduct;
}>({
  operationId: 'editProduct',
  domain: 'products',
  method: 'PUT',
  path: '/apis/actions/products/:productId',
  access: SELLERS,
  errors: ['CONFLICT', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'UNPROCESSABLE'],
});

export const deleteProduct = defineEndpoint<{
  params: typeof ZProductIdParams;
  response: typeof ZDeletedProduct;
}>({
  operationId: 'deleteProduct',
  domain: 'products',
  method: 'DELETE',
  path: '/apis/actions/products/:productId',
  access: SELLERS,
  errors: ['FORBIDDEN', 'PRODUCT_NOT_FOUND'],
});

export const listOwnProducts = defineEndpoint<{
  query: typeof ZListOwnProductsQuery;
  response: typeof ZProductsPage;
}>({
  operationId: 'listOwnProducts',
  domain: 'products',
  method: 'GET',
  path: '/apis/actions/products',
  access: SELLERS,
  errors: ['FORBIDDEN'],
});

export const getProduct = defineEndpoint<{
  params: typeof ZProductIdParams;
  response: typeof ZProduct;
}>({
  operationId: 'getProduct',
  domain: 'products',
  method: 'GET',
  path: '/apis/actions/products/:productId',
  access: 'public-or-signed',
  errors: ['PRODUCT_NOT_FOUND'],
});

export const getProductByName = defineEndpoint<{
  params: typeof ZProductNameParams;
  response: typeof ZProduct;
}>({
  operationId: 'getProductByName',
  domain: 'products',
  method: 'GET',
  path: '/apis/actions/products/by-name/:uniqueName',
  access: 'public-or-signed',
  errors: ['PRODUCT_NOT_FOUND'],
});

export const requestProductApproval = defineEndpoint<{
  params: typeof ZProductIdParams;
  body: typeof ZRequestProductApprovalBody;
  response: typeof ZProduct;
}>({
  operationId: 'requestProductApproval',
  domain: 'products',
  method: 'PUT',
  path: '/apis/actions/products/:productId/request-approval',
  access: SELLERS,
  errors: ['CONFLICT', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'UNPROCESSABLE'],
});

export const listProductsForApproval = defineEndpoint<{
  query: typeof ZListProductsForApprovalQuery;
  response: typeof ZProductsPage;
}>({
  operationId: 'listProductsForApproval',
  domain: 'products',
  method: 'GET',
  path: '/admin/products',
  access: [ROLES.administrator],
  errors: ['FORBIDDEN'],
});

export const decideProductApproval = defineEndpoint<{
  params: typeof ZProductIdParams;
  body: typeof ZProductApprovalBody;
  response: typeof ZProduct;
}>({
  operationId: 'decideProductApproval',
  domain: 'products',
  method: 'POST',
  path: '/admin/products/:productId/approval',
  access: [ROLES.administrator],
  errors: ['CONFLICT', 'FORBIDDEN', 'PRODUCT_NOT_FOUND'],
});

export const resolveRedirect = defineEndpoint<{
  params: typeof ZRedirectParams;
  response: typeof ZRedirectTarget;
}>({
  operationId: 'resolveRedirect',
  domain: 'products',
  method: 'GET',
  path: '/request/redirect/:url',
  access: 'public',
  errors: [],
});

const PARTIES = [ROLES.customer, ROLES.freelancer] as const;

export const bookProduct = defineEndpoint<{
  body: typeof ZBookProductBody;
  response: typeof ZBookProductResponse;
}>({
  operationId: 'bookProduct',
  domain: 'products',
  method: 'POST',
  path: `/apis/actions/${ORDERS_PATH_SEGMENT}/book`,
  access: [ROLES.customer],
  status: 201,
  errors: [
    'FORBIDDEN',
    'INSUFFICIENT_CREDITS',
    'PAYMENT_METHOD_REQUIRED',
    'PRODUCT_NOT_FOUND',
    'UNPROCESSABLE',
  ],
});

export const listOrders = defineEndpoint<{
  query: typeof ZListOrdersQuery;
  response: typeof ZBookingsResponse;
}>({
  operationId: 'listOrders',
  domain: 'products',
  method: 'GET',
  path: `/apis/actions/${ORDERS_PATH_SEGMENT}`,
  access: SELLERS,
  errors: ['FORBIDDEN'],
});

export const listBookings = defineEndpoint<{
  query: typeof ZListBookingsQuery;
  response: typeof ZBookingsResponse;
}>({
  operationId: 'listBookings',
  domain: 'products',
  method: 'GET',
  path: '/jobs/bookings',
  access: PARTIES,
  errors: ['FORBIDDEN'],
});

export const cancelBooking = defineEndpoint<{
  params: typeof ZBookingIdParams;
  body: typeof ZCancelBookingBody;
  response: typeof ZBookingView;
}>({
  operationId: 'cancelBooking',
  domain: 'products',
  method: 'POST',
  path: '/jobs/bookings/:bookingId/cancel',
  access: PARTIES,
  errors: ['BOOKING_NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'UNPROCESSABLE'],
});

export const listProductConversations = defineEndpoint<{
  query: typeof ZProductConversationsQuery;
  response: typeof ZProductConversationsResponse;
}>({
  operationId: 'listProductConversations',
  domain: 'products',
  method: 'GET',
  path: '/message/conversations',
  access: PARTIES,
  errors: ['FORBIDDEN', 'PRODUCT_NOT_FOUND'],
});
