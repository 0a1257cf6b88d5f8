import { endpoints, ZDisputesPage, ZListDisputesQuery } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listVisibleDisputes } from './store';

const DEFAULT_PAGE_SIZE = 20;

export const listDisputes = definePrivateRoute(endpoints.listDisputes, {
  summary: "Lists the caller's disputes (every dispute of the tenant for an administrator)",
  description:
    "docs/disputes.md#the-thread. A party sees the disputes of their own contracts; an administrator every dispute of the tenant; never another tenant's. Newest first; status filters open or resolved; page from 1 and pageSize up to 50 (default 20); total counts every match.",
  query: ZListDisputesQuery,
  response: ZDisputesPage,
  handler: ({ db, caller, query }) =>
    listVisibleDisputes(db, caller, {
      status: query.status ?? null,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    }),
});
