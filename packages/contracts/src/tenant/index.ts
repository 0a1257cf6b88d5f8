export * from './primitives';
export * from './features';
export * from './styling';
export * from './routes';
export * from './settings';
export * from './catalog';
