import { useTranslation } from 'react-i18next';
import type { DataType } from '@mp/contracts';
import { Card, EmptyState, ErrorState, LoadingSkeleton, PageHeader } from '@mp/ui';
import { useTenantData } from '../tenant/TenantContext';

function isDataType(value: unknown): value is DataType {
  const v = value as Partial<DataType> | null;
  return typeof v?.id === 'string' && typeof v.name === 'string' && Array.isArray(v.fields);
}

/** The content data page: the tenant's custom data types and what each one records. */
export function DataPage() {
  const { t } = useTranslation();
  const { datatypes } = useTenantData();
  if (datatypes.status === 'fetching')
    return <LoadingSkeleton label={t('data.loading')} layout="page" />;
  if (datatypes.status === 'error') {
    return <ErrorState title={t('data.failedTitle')} message={t('data.failedMessage')} />;
  }
  const list = datatypes.data.filter(isDataType);
  return (
    <div className="mp-shell-page" data-page="data">
      <PageHeader heading={t('data.title')} description={t('data.description')} />
      {list.length === 0 ? (
        <EmptyState title={t('data.empty')} />
      ) : (
        <div className="mp-shell-grid">
          {list.map((type) => (
            <Card key={type.id} heading={type.name}>
              {type.description ? <p>{type.description}</p> : null}
              <p className="mp-muted">
                {t(`data.kind.${type.type}`)}
                {type.requiresConsent ? ` · ${t('data.consent')}` : ''}
              </p>
              <ul>
                {type.fields.map((field) => (
                  <li key={field.key}>
                    {field.label}
                    {field.required ? ` (${t('data.required')})` : ''}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
