import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantConfigVersion } from '@mp/contracts';
import { DateText, LoadStatus, readError, useLoad } from '@mp/remote-kit';
import { Avatar, Button, ConfirmDialog, EmptyState } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { readVersions, rollBackTo } from './api';

export interface VersionsSectionProps {
  /** Changes after every publish, so the list is read again. */
  refreshKey: number;
  onRolledBack: (version: TenantConfigVersion) => void;
}

function Publisher({ version }: { version: TenantConfigVersion }) {
  const { t } = useTranslation(NAMESPACES.console);
  if (!version.publishedBy) return <span>{t('versions.bySeed')}</span>;
  const { name, picture } = version.publishedBy;
  return (
    <span className="mp-console__publisher">
      <Avatar name={name} src={picture} size={24} decorative />
      {name}
    </span>
  );
}

function VersionItem({
  version,
  onRollBack,
}: {
  version: TenantConfigVersion;
  onRollBack: (version: TenantConfigVersion) => void;
}) {
  const { t } = useTranslation(NAMESPACES.console);
  return (
    <li className="mp-console__version" data-version={version.version}>
      <h3 className="mp-console__version-number">
        {t('versions.number', { version: version.version })}
        {version.current && <span className="mp-console__badge">{t('versions.current')}</span>}
      </h3>
      <p>
        {version.source === 'rollback' && version.restoredVersion !== undefined
          ? t('versions.restored', { version: version.restoredVersion })
          : t(`versions.sources.${version.source}`)}
      </p>
      <p className="mp-console__version-meta">
        <Publisher version={version} /> · <DateText value={version.publishedAt} form="relative" />
      </p>
      {!version.current && (
        <Button
          variant="secondary"
          aria-label={t('versions.rollBackTo', { version: version.version })}
          onClick={() => onRollBack(version)}
        >
          {t('versions.rollBack')}
        </Button>
      )}
    </li>
  );
}

/** The published versions, newest first, each but the current one offering a rollback. */
export function VersionsSection({ refreshKey, onRolledBack }: VersionsSectionProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const { http } = useSession();
  const versions = useLoad(() => readVersions(http), `versions-${refreshKey}`);
  const [target, setTarget] = useState<TenantConfigVersion | null>(null);
  const rollBack = async () => {
    if (!target) return;
    const created = await rollBackTo(http, target.version);
    setTarget(null);
    versions.reload();
    onRolledBack(created);
  };
  return (
    <>
      <LoadStatus
        load={versions}
        loadingLabel={t('versions.loading')}
        errorMessage={(error) => error.reason ?? t('versions.loadFailed')}
        retryLabel={t('retry')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('versions.empty')} />}
      >
        {(list) => (
          <ul className="mp-console__rows">
            {list.map((version) => (
              <VersionItem key={version.version} version={version} onRollBack={setTarget} />
            ))}
          </ul>
        )}
      </LoadStatus>
      <ConfirmDialog
        open={target !== null}
        title={t('versions.confirmTitle', { version: target?.version ?? 0 })}
        description={t('versions.confirmText')}
        confirmLabel={t('versions.confirm')}
        cancelLabel={t('cancel')}
        busyLabel={t('versions.rollingBack')}
        closeLabel={t('close')}
        onClose={() => setTarget(null)}
        onConfirm={rollBack}
        describeFailure={(error) => ({
          message: readError(error).reason ?? t('versions.rollBackFailed'),
        })}
      />
    </>
  );
}
