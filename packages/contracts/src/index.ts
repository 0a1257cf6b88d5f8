export * from './constants';
export * from './remotes';
export * from './seed-accounts';
export * from './mount';
export * from './api';
export * from './live';
export * from './tenant';
export * from './entities';
