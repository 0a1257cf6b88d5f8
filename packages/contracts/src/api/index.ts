export * from './errors';
export * from './common';
export * from './tenants';
export * from './users';
export * from './platform';
export * from './files';
export * from './events';
export * from './search';
