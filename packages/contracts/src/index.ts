export * from './constants';
export * from './remotes';
