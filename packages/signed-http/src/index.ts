export * from './errors';
export * from './types';
export * from './url';
export { createHttpClient, type HttpClient, type SendOptions } from './client';
export * from './upload';
export * from './files';
export * from './sigv4';
