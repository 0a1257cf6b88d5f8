/**
 * The portfolio domain's public module (docs/users.md#portfolio): whether a file is shown in a
 * portfolio, which the files routes read. Its routes are the registry's.
 */
export { isPortfolioFile } from './store';
