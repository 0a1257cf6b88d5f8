/** The administrator's approval calls (docs/admin.md). */
import {
  decideCustomerApproval,
  listCustomersForApproval,
  type AdminCustomer,
  type AdminCustomersPage,
  type ApiClient,
  type CustomerApprovalBody,
} from '@mp/contracts';

export function listPendingCustomers(http: ApiClient, from?: string): Promise<AdminCustomersPage> {
  return http.call(listCustomersForApproval, { query: { status: 'pending', from } });
}

export function decideCustomer(
  http: ApiClient,
  userId: string,
  body: CustomerApprovalBody,
): Promise<AdminCustomer> {
  return http.call(decideCustomerApproval, { params: { userId }, body });
}
