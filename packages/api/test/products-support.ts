/** Helpers of the product tests: calls, uploads and a valid product. */
import type { Product } from '@mp/contracts';
import { call, type CallResult, type TestApi } from './harness';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-rest-of-a-tiny-png'),
]);
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from('webm-header-and-a-few-bytes-more'),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

/** Uploads a file as the user (the JSON form of POST /apis/auth/s3); answers its FileRef. */
export async function uploadAs(
  api: TestApi,
  user: string,
  key: string,
  contentType: string,
  bytes: Buffer,
): Promise<{ key: string; name: string; contentType: string; size: number }> {
  const response = await call(api, {
    method: 'POST',
    url: '/apis/auth/s3',
    user,
    body: { key, contentType, filesize: bytes.length, file: bytes.toString('base64') },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return { key, name: key.split('/').pop() ?? key, contentType, size: bytes.length };
}

let counter = 0;

/** A valid new product with a fresh handle. */
export function newProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    uniqueName: `test-product-${process.pid}-${counter}`,
    title: 'Portrait session',
    description: 'One hour in the studio, ten edited photos.',
    price: 12000,
    ...overrides,
  };
}

export function createProduct(
  api: TestApi,
  user: string,
  body: unknown,
  tenant = 'demo',
): Promise<CallResult> {
  return call(api, { method: 'POST', url: '/apis/actions/products', user, tenant, body });
}

export async function createdProduct(api: TestApi, user: string, overrides = {}) {
  const response = await createProduct(api, user, newProduct(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<Product>();
}

export function fieldsOf(response: CallResult): string[] {
  return response.json<{ fields?: { path: string }[] }>().fields?.map((f) => f.path) ?? [];
}
