export * from './api-stub';
export * from './fixtures';
