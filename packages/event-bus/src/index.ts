export * from './events';
export * from './bus';
export * from './socket';
export type { Handler, WildcardHandler } from 'mitt';
