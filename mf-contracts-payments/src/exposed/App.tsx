import { lazy } from 'react';
import { createRemoteApp } from '@mp/remote-kit';
import { FEATURE_NAMESPACES, loadLocale, NAMESPACE } from '../locales';
import { AREA_NAV } from '../nav';
import { AreaRoutes } from '../routes';

/**
 * The only module this remote exposes (`./App`), mounted by the shell inside its router; its
 * payment-account section appears on the freelancer settings page and its payment-methods
 * section on the customer's (ADR 0009).
 */
// Its own chunk: the section checks forms with the contract's schemas, which no route here needs.
const PaymentAccountSection = lazy(async () => ({
  default: (await import('../features/payment-account/PaymentAccountSection'))
    .PaymentAccountSection,
}));
const PaymentMethodsSection = lazy(async () => ({
  default: (await import('../features/payment-methods/PaymentMethodsSection'))
    .PaymentMethodsSection,
}));

export const ContractsPaymentsApp = createRemoteApp({
  name: 'mf_contracts_payments',
  namespace: NAMESPACE,
  featureNamespaces: FEATURE_NAMESPACES,
  loadLocale,
  nav: AREA_NAV,
  Routes: AreaRoutes,
  sections: {
    'payment-account': PaymentAccountSection,
    'payment-methods': PaymentMethodsSection,
  },
});

export default ContractsPaymentsApp;
