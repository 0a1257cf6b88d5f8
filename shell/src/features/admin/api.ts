/** The administrator's approval calls (docs/admin.md). Types only from contracts: no zod here. */
import type { AdminCustomer, AdminCustomersPage, CustomerApprovalBody } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';

export function listPendingCustomers(http: HttpClient, from?: string): Promise<AdminCustomersPage> {
  return http.get<AdminCustomersPage>('/admin/customers', {
    query: { status: 'pending', ...(from === undefined ? {} : { from }) },
  });
}

export function decideCustomer(
  http: HttpClient,
  userId: string,
  body: CustomerApprovalBody,
): Promise<AdminCustomer> {
  return http.post<AdminCustomer>(`/admin/customers/${encodeURIComponent(userId)}/approval`, {
    body,
  });
}
