import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAppProps } from '@mp/contracts';
import { AreaContext } from '../features/area/area-context';
import { registerTranslations } from '../i18n';
import { reportSharedModules } from '../probe';
import { AreaRoutes } from '../routes';

/**
 * The only module this remote exposes (`./App`), mounted by the shell inside its router. The
 * language follows the shared i18next instance, which the host owns (`locale` mirrors it).
 */
export function ContractsPaymentsApp({ basePath = '', user }: RemoteAppProps) {
  const { i18n } = useTranslation();
  // Registered before the first render so no screen flashes untranslated keys.
  useState(() => registerTranslations(i18n));
  useEffect(() => reportSharedModules('mf_contracts_payments'), []);
  const area = useMemo(() => ({ basePath, user }), [basePath, user]);
  return (
    <AreaContext.Provider value={area}>
      <AreaRoutes />
    </AreaContext.Provider>
  );
}

export default ContractsPaymentsApp;
