export * from './events';
export * from './calls';
export * from './bus';
export * from './socket';
export type { Handler, WildcardHandler } from 'mitt';
