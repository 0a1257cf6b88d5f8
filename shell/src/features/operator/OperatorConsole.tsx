import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listTenants, type OperatorTenant } from '@mp/contracts';
import { DateText, LoadStatus, readError, useLoad } from '@mp/remote-kit';
import type { HttpClient } from '@mp/signed-http';
import { Alert, Button, Card, EmptyState, PageHeader, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { useScreenHead } from '../../styling/screen-head';
import { useSession } from '../session';
import { CreateTenantForm } from './CreateTenantForm';
import { operatorFailure } from './operator-failure';
import {
  forgetOperatorToken,
  keepOperatorToken,
  operatorApi,
  readOperatorToken,
  type OperatorApi,
} from './operator-api';
import './operator.css';

/** Asks for the operator token and keeps it only once the API accepts it. */
function TokenForm({ http, onAccepted }: { http: HttpClient; onAccepted(token: string): void }) {
  const { t } = useTranslation(NAMESPACES.operator);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = token.trim();
    if (given === '') {
      setError(t('token.required'));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      await operatorApi(http, given).call(listTenants);
      onAccepted(given);
    } catch (cause) {
      setError(operatorFailure(t, readError(cause)));
      setChecking(false);
    }
  };
  return (
    <Card heading={t('token.heading')} headingLevel={2}>
      <form className="mp-operator__token" onSubmit={submit} noValidate>
        <p>{t('token.intro')}</p>
        <TextField
          type="password"
          autoComplete="off"
          label={t('token.label')}
          hint={t('token.hint')}
          value={token}
          error={error ?? undefined}
          onChange={(event) => setToken(event.target.value)}
        />
        <Button type="submit" disabled={checking}>
          {checking ? t('token.checking') : t('token.submit')}
        </Button>
      </form>
    </Card>
  );
}

function TenantRow({ tenant }: { tenant: OperatorTenant }) {
  const { t } = useTranslation(NAMESPACES.operator);
  return (
    <tr>
      <th scope="row">
        <span className="mp-operator__id">{tenant.tenantId}</span>
        <span className="mp-operator__name">{tenant.name}</span>
      </th>
      <td>
        <ul className="mp-operator__hosts">
          {tenant.hosts.map((host) => (
            <li key={host}>{host}</li>
          ))}
        </ul>
      </td>
      <td>
        {tenant.languages.join(', ')}
        {tenant.defaultLocale && (
          <span className="mp-operator__default">
            {' '}
            {t('tenants.defaultLocale', { locale: tenant.defaultLocale })}
          </span>
        )}
      </td>
      <td>{tenant.currency}</td>
      <td>
        <DateText value={tenant.createdAt} form="dateTime" />
      </td>
    </tr>
  );
}

function TenantList({ api, round }: { api: OperatorApi; round: number }) {
  const { t } = useTranslation(NAMESPACES.operator);
  const load = useLoad((signal) => api.call(listTenants, { signal }), String(round));
  return (
    <Card heading={t('tenants.heading')} headingLevel={2}>
      <LoadStatus
        load={load}
        loadingLabel={t('tenants.loading')}
        skeleton="table"
        errorMessage={(error) => operatorFailure(t, error)}
        retryLabel={t('retry')}
        isEmpty={(data) => data.tenants.length === 0}
        empty={<EmptyState title={t('tenants.empty')} description={t('tenants.emptyHint')} />}
      >
        {(data) => (
          <div className="mp-operator__table-wrap">
            <table className="mp-operator__table">
              <caption className="mp-operator__caption">
                {t('tenants.count', { count: data.tenants.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('tenants.tenant')}</th>
                  <th scope="col">{t('tenants.hosts')}</th>
                  <th scope="col">{t('tenants.languages')}</th>
                  <th scope="col">{t('tenants.currency')}</th>
                  <th scope="col">{t('tenants.created')}</th>
                </tr>
              </thead>
              <tbody>
                {data.tenants.map((tenant) => (
                  <TenantRow key={tenant.tenantId} tenant={tenant} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadStatus>
    </Card>
  );
}

/**
 * The platform operator's screen (`/operator`, docs/tenants.md#the-operator-screen): asks for the
 * operator token, lists the deployment's tenants and creates one. No tenant menu links here.
 */
export function OperatorConsole() {
  const { t } = useTranslation(NAMESPACES.operator);
  useScreenHead(t('title'));
  const { http } = useSession();
  const [token, setToken] = useState<string | null>(readOperatorToken);
  const [round, setRound] = useState(0);
  const signOut = () => {
    forgetOperatorToken();
    setToken(null);
  };
  const accept = (given: string) => {
    keepOperatorToken(given);
    setToken(given);
  };
  const api = token === null ? null : operatorApi(http, token);
  return (
    <div className="mp-operator">
      <PageHeader
        heading={t('title')}
        description={t('intro')}
        actions={
          api && (
            <Button type="button" variant="secondary" onClick={signOut}>
              {t('signOut')}
            </Button>
          )
        }
      />
      {api === null ? (
        <TokenForm http={http} onAccepted={accept} />
      ) : (
        <>
          <Alert type="info">{t('tokenKept')}</Alert>
          <TenantList api={api} round={round} />
          <CreateTenantForm api={api} onCreated={() => setRound((n) => n + 1)} />
        </>
      )}
    </div>
  );
}
