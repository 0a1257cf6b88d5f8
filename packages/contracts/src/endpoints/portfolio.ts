/**
 * Portfolios (docs/users.md#portfolio): a freelancer adds and removes their own items; anyone
 * sees a freelancer's portfolio.
 */
import type {
  ZDeletedPortfolioItem,
  ZPortfolio,
  ZPortfolioItem,
  ZPortfolioItemBody,
  ZPortfolioItemParams,
  ZPortfolioQuery,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const listPortfolio = defineEndpoint<{
  query: typeof ZPortfolioQuery;
  response: typeof ZPortfolio;
}>({
  operationId: 'listPortfolio',
  domain: 'users',
  method: 'GET',
  path: '/freelancer/portfolio',
  access: 'public-or-signed',
  errors: ['USER_NOT_FOUND'],
});

export const addPortfolioItem = defineEndpoint<{
  body: typeof ZPortfolioItemBody;
  response: typeof ZPortfolioItem;
}>({
  operationId: 'addPortfolioItem',
  domain: 'users',
  method: 'POST',
  path: '/freelancer/portfolio',
  access: [ROLES.freelancer],
  status: 201,
  errors: ['UNSUPPORTED_FILE', 'UNPROCESSABLE'],
});

export const deletePortfolioItem = defineEndpoint<{
  params: typeof ZPortfolioItemParams;
  response: typeof ZDeletedPortfolioItem;
}>({
  operationId: 'deletePortfolioItem',
  domain: 'users',
  method: 'DELETE',
  path: '/freelancer/portfolio/:itemId',
  access: [ROLES.freelancer],
  errors: ['PORTFOLIO_ITEM_NOT_FOUND'],
});
