import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mp/ui';
import { AuditTrailSection } from '../features/admin';

/** /admin/audit: the administrators' audit trail (docs/admin.md#audit-trail). */
export function AuditTrailPage() {
  const { t } = useTranslation();
  return (
    <div className="mp-shell-page" data-page="audit-trail">
      <PageHeader heading={t('titles.screens.auditTrail')} />
      <AuditTrailSection />
    </div>
  );
}
