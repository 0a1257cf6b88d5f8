export * from './api-stub';
