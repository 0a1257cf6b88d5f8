export { LiveProvider, type LiveProviderProps } from './LiveProvider';
