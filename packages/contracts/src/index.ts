export * from './constants';
export * from './remotes';
export * from './seed-accounts';
export * from './live';
export * from './api';
