import type { HttpClient, HttpClientOptions, RequestSigner } from '@mp/signed-http';

type Query = NonNullable<Parameters<HttpClient['url']>[1]>;

/** Same URL rule as `@mp/signed-http` (base + one slash + path + query without null values). */
export function joinUrl(baseUrl: string, path: string, query?: Query): string {
  const base = new URL(baseUrl, globalThis.location?.origin).href.replace(/\/+$/, '');
  const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
  }
  return url.href;
}

/**
 * An HttpClient whose real `@mp/signed-http` client (and the SigV4 signer that module carries)
 * is loaded on the first call, so the signed-out home page never downloads it.
 */
export function createLazyHttpClient(
  options: HttpClientOptions,
  load: () => Promise<typeof import('@mp/signed-http')> = () => import('@mp/signed-http'),
): HttpClient {
  let signer: RequestSigner | null = options.signer ?? null;
  let real: Promise<HttpClient> | null = null;
  const client = (): Promise<HttpClient> => {
    real ??= load().then((module) => module.createHttpClient({ ...options, signer }));
    return real;
  };
  return {
    baseUrl: options.baseUrl,
    tenantId: options.tenantId,
    request: async (method, path, opts) => (await client()).request(method, path, opts),
    send: async (method, path, opts) => (await client()).send(method, path, opts),
    sendWith: async (method, path, opts, transmit) =>
      (await client()).sendWith(method, path, opts, transmit),
    prepare: async (method, path, opts) => (await client()).prepare(method, path, opts),
    call: async (endpoint, ...input) => (await client()).call(endpoint, ...input),
    callFile: async (endpoint, ...input) => (await client()).callFile(endpoint, ...input),
    upload: async (request, opts) => (await client()).upload(request, opts),
    download: async (storagePath, opts) => (await client()).download(storagePath, opts),
    setSigner: (next) => {
      signer = next;
      void real?.then((loaded) => loaded.setSigner(next));
    },
    hasSigner: () => signer !== null,
    url: (path, query) => joinUrl(options.baseUrl, path, query),
  };
}
