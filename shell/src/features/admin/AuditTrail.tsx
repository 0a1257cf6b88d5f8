import { useMemo } from 'react';
import { listAuditEntries, type AuditEntry } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';
import { DateText } from '@mp/remote-kit';
import { Avatar, Card } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { changedFields } from './audit-diff';
import { ListBody } from './ListBody';
import { usePagedList } from './paged-list';
import './admin.css';

export const AUDIT_PAGE_SIZE = 20;

/** The API pages by number; the list's "next" cursor is the next page's number. */
const readAudit = (http: HttpClient) => async (from?: string) => {
  const page = from === undefined ? 1 : Number(from);
  const read = await http.call(listAuditEntries, {
    query: { page, pageSize: AUDIT_PAGE_SIZE },
  });
  const more = page * AUDIT_PAGE_SIZE < read.total && read.entries.length > 0;
  return { items: read.entries, next: more ? String(page + 1) : undefined };
};

const idOf = (entry: AuditEntry) => entry.entryId;

function useAudit() {
  const { http } = useSession();
  const readPage = useMemo(() => readAudit(http), [http]);
  return usePagedList({ readPage, keyOf: idOf, failedMore: 'error' });
}

/** The i18n key of each action the API records (dots would read as nesting). */
const ACTION_KEYS = {
  'customer.approve': 'customerApprove',
  'customer.decline': 'customerDecline',
  'product.approve': 'productApprove',
  'product.disapprove': 'productDisapprove',
  'dispute.resolve': 'disputeResolve',
  'review.hide': 'reviewHide',
  'tenantConfig.publish': 'tenantConfigPublish',
  'tenantConfig.rollback': 'tenantConfigRollback',
} as const;

type KnownAction = keyof typeof ACTION_KEYS;

const isKnown = (action: string): action is KnownAction => Object.hasOwn(ACTION_KEYS, action);

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NAMESPACES.admin);
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <p className="mp-admin-audit__none">{t('audit.noChanges')}</p>;
  return (
    <details className="mp-admin-audit__changes">
      <summary>{t('audit.changes', { count: changes.length })}</summary>
      <table className="mp-admin-audit__diff">
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td>{change.before ?? t('audit.absent')}</td>
              <td>{change.after ?? t('audit.absent')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NAMESPACES.admin);
  const actorName = entry.actor.name || entry.actor.userId;
  const action = isKnown(entry.action)
    ? t(`audit.actions.${ACTION_KEYS[entry.action]}`)
    : t('audit.otherAction', { action: entry.action });
  return (
    <li className="mp-admin-audit">
      <p className="mp-admin-audit__who">
        <Avatar name={actorName} src={entry.actor.picture} size={36} decorative />
        <span>{t('audit.did', { actor: actorName, action })}</span>
      </p>
      <p className="mp-admin-audit__meta">
        {t('audit.subject', { type: entry.targetType, id: entry.targetId })} ·{' '}
        <DateText value={entry.createdAt} form="dateTime" />
      </p>
      <Changes entry={entry} />
    </li>
  );
}

/**
 * The tenant's audit trail (docs/admin.md#audit-trail): every administrator's write, newest
 * first, with who did what to which target when, and what changed.
 */
export function AuditTrail() {
  const { t } = useTranslation(NAMESPACES.admin);
  const audit = useAudit();
  return (
    <Card heading={t('audit.heading')} headingLevel={2}>
      <p>{t('audit.intro')}</p>
      <ListBody
        load={audit.load}
        isEmpty={audit.items.length === 0}
        texts={{
          loading: t('audit.loading'),
          loadFailed: t('audit.loadFailed'),
          empty: t('audit.empty'),
          emptyHint: t('audit.emptyHint'),
        }}
        onRetry={audit.reload}
        more={{ paging: audit, label: t('audit.loadMore'), variant: 'secondary' }}
      >
        <ul className="mp-admin-audits">
          {audit.items.map((entry) => (
            <AuditItem key={entry.entryId} entry={entry} />
          ))}
        </ul>
      </ListBody>
    </Card>
  );
}
