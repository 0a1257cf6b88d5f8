import { useMemo, useState } from 'react';
import {
  AUDIT_ACTIONS,
  listAuditEntries,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
} from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';
import { DateText } from '@mp/remote-kit';
import { Avatar, Button, Card, SelectField, TextField } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { changedFields } from './audit-diff';
import { ListBody } from './ListBody';
import { usePagedList } from './paged-list';
import './admin.css';

export const AUDIT_PAGE_SIZE = 20;

/** What the administrator narrowed the trail to; the actor's name only labels the filter. */
export interface AuditFilter {
  action?: AuditQuery['action'];
  actor?: { userId: string; name: string };
  from?: string;
  to?: string;
}

/** The API pages by number; the list's "next" cursor is the next page's number. */
const readAudit = (http: HttpClient, filter: AuditFilter) => async (from?: string) => {
  const page = from === undefined ? 1 : Number(from);
  const read = await http.call(listAuditEntries, {
    query: {
      page,
      pageSize: AUDIT_PAGE_SIZE,
      action: filter.action,
      actorId: filter.actor?.userId,
      from: filter.from,
      to: filter.to,
    },
  });
  const more = page * AUDIT_PAGE_SIZE < read.total && read.entries.length > 0;
  return { items: read.entries, next: more ? String(page + 1) : undefined };
};

const idOf = (entry: AuditEntry) => entry.entryId;

function useAudit(filter: AuditFilter) {
  const { http } = useSession();
  const readPage = useMemo(() => readAudit(http, filter), [http, filter]);
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
  'profile.updateOnBehalf': 'profileUpdateOnBehalf',
  'tenantConfig.publish': 'tenantConfigPublish',
  'tenantConfig.rollback': 'tenantConfigRollback',
  'tenant.create': 'tenantCreate',
} as const satisfies Record<AuditAction, string>;

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

/** Who acted: a user with their picture and a filter by them, or the platform operator. */
function AuditActor({
  entry,
  action,
  onActor,
}: {
  entry: AuditEntry;
  action: string;
  onActor(actor: { userId: string; name: string }): void;
}) {
  const { t } = useTranslation(NAMESPACES.admin);
  // The operator is no user of the tenant: no picture, no initials, and nothing to filter by.
  if (entry.actor.kind === 'operator') {
    return (
      <p className="mp-admin-audit__who">
        <span>{t('audit.did', { actor: t('audit.operator'), action })}</span>
      </p>
    );
  }
  const actorName = entry.actor.name || entry.actor.userId;
  return (
    <p className="mp-admin-audit__who">
      <Avatar name={actorName} src={entry.actor.picture} size={36} decorative />
      <span>{t('audit.did', { actor: actorName, action })}</span>
      <Button
        type="button"
        variant="link"
        onClick={() => onActor({ userId: entry.actor.userId, name: actorName })}
      >
        {t('audit.onlyActor', { actor: actorName })}
      </Button>
    </p>
  );
}

function AuditItem({
  entry,
  onActor,
}: {
  entry: AuditEntry;
  onActor(actor: { userId: string; name: string }): void;
}) {
  const { t } = useTranslation(NAMESPACES.admin);
  const action = isKnown(entry.action)
    ? t(`audit.actions.${ACTION_KEYS[entry.action]}`)
    : t('audit.otherAction', { action: entry.action });
  return (
    <li className="mp-admin-audit">
      <AuditActor entry={entry} action={action} onActor={onActor} />
      <p className="mp-admin-audit__meta">
        {t('audit.subject', { type: entry.targetType, id: entry.targetId })} ·{' '}
        <DateText value={entry.createdAt} form="dateTime" />
      </p>
      <Changes entry={entry} />
    </li>
  );
}

const isBadRange = (filter: AuditFilter) =>
  Boolean(filter.from && filter.to && filter.from > filter.to);

function AuditFilters({
  filter,
  onChange,
  badRange,
}: {
  filter: AuditFilter;
  onChange(next: AuditFilter): void;
  badRange: boolean;
}) {
  const { t } = useTranslation(NAMESPACES.admin);
  const day = (value: string) => (value === '' ? undefined : value);
  return (
    <div className="mp-admin-audit-filters" role="group" aria-label={t('audit.filters')}>
      <SelectField
        label={t('audit.action')}
        value={filter.action ?? ''}
        onChange={(event) =>
          onChange({
            ...filter,
            action: AUDIT_ACTIONS.find((action) => action === event.target.value),
          })
        }
      >
        <option value="">{t('audit.anyAction')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`audit.actions.${ACTION_KEYS[action]}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('audit.from')}
        value={filter.from ?? ''}
        onChange={(event) => onChange({ ...filter, from: day(event.target.value) })}
      />
      <TextField
        type="date"
        label={t('audit.to')}
        value={filter.to ?? ''}
        error={badRange ? t('audit.badRange') : undefined}
        onChange={(event) => onChange({ ...filter, to: day(event.target.value) })}
      />
      {filter.actor && (
        <p className="mp-admin-audit-filters__actor">
          {t('audit.byActor', { actor: filter.actor.name })}{' '}
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange({ ...filter, actor: undefined })}
          >
            {t('audit.anyActor')}
          </Button>
        </p>
      )}
    </div>
  );
}

/**
 * The tenant's audit trail (docs/admin.md#audit-trail): every administrator's write, newest
 * first, with who did what to which target when, and what changed.
 */
export function AuditTrail() {
  const { t } = useTranslation(NAMESPACES.admin);
  const [filter, setFilter] = useState<AuditFilter>({});
  // The list follows the last valid filter: a range ending before it starts is only flagged.
  const [applied, setApplied] = useState<AuditFilter>({});
  const audit = useAudit(applied);
  const badRange = isBadRange(filter);
  const change = (next: AuditFilter) => {
    setFilter(next);
    if (!isBadRange(next)) setApplied(next);
  };
  return (
    <Card heading={t('audit.heading')} headingLevel={2}>
      <p>{t('audit.intro')}</p>
      <AuditFilters filter={filter} onChange={change} badRange={badRange} />
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
            <AuditItem
              key={entry.entryId}
              entry={entry}
              onActor={(actor) => change({ ...filter, actor })}
            />
          ))}
        </ul>
      </ListBody>
    </Card>
  );
}
