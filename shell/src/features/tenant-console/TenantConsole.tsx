import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantConfig, TenantConfigDraft } from '@mp/contracts';
import { DateText, LoadStatus, readError, useLoad } from '@mp/remote-kit';
import { Alert, Button, PageHeader } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { useScreenHead } from '../../styling/screen-head';
import { useSession } from '../session';
import { publishDraft, readDraft, saveDraft } from './api';
import { contrastWarnings } from './contrast-check';
import { validateConfig, type FieldErrors } from './draft-edit';
import { CssSection } from './CssSection';
import { FooterSection } from './FooterSection';
import { LanguagesSection } from './LanguagesSection';
import { MenusSection } from './MenusSection';
import { MetadataSection } from './MetadataSection';
import { PreviewSection } from './PreviewSection';
import { StylingSection } from './StylingSection';
import { SwitchesSection } from './SwitchesSection';
import { VersionsSection } from './VersionsSection';
import './tenant-console.css';

const SECTIONS = [
  'styling',
  'switches',
  'metadata',
  'menus',
  'languages',
  'footer',
  'css',
  'preview',
  'versions',
] as const;
type SectionId = (typeof SECTIONS)[number];

type Notice = { type: 'success' | 'error'; text: string };

function Section({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section
      id={`console-${id}`}
      className="mp-console__section"
      aria-labelledby={`console-${id}-h`}
    >
      <h2 id={`console-${id}-h`}>{title}</h2>
      {children}
    </section>
  );
}

function ContrastWarnings({ config }: { config: TenantConfig }) {
  const { t } = useTranslation(NAMESPACES.console);
  const warnings = contrastWarnings(config);
  if (warnings.length === 0) return null;
  return (
    <Alert type="warning" title={t('contrast.title')}>
      <ul className="mp-console__warnings">
        {warnings.map((warning) => (
          <li key={warning.pair} data-pair={warning.pair}>
            {t('contrast.warning', {
              pair: t(`contrast.pairs.${warning.pair}`),
              text: warning.text,
              background: warning.background,
              ratio: warning.ratio.toFixed(2),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** The draft being edited: save, publish, and the sections that change it. */
function DraftEditor({
  draft,
  onPublished,
}: {
  draft: TenantConfigDraft;
  onPublished: () => void;
}) {
  const { t } = useTranslation(NAMESPACES.console);
  const { http } = useSession();
  const [config, setConfig] = useState(draft.config);
  const [savedAt, setSavedAt] = useState(draft.savedAt);
  const [basedOn, setBasedOn] = useState(draft.basedOnVersion);
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const localErrors = useMemo(() => validateConfig(config), [config]);
  const errors = { ...serverErrors, ...localErrors };
  const invalid = Object.keys(errors).length > 0;
  const noticeRef = useRef<HTMLDivElement>(null);

  const change = (next: TenantConfig) => {
    setConfig(next);
    setDirty(true);
    setServerErrors({});
  };
  const fail = (error: unknown, fallback: string) => {
    const readable = readError(error);
    setServerErrors(readable.fields);
    setNotice({ type: 'error', text: readable.reason ?? fallback });
  };
  const save = async (): Promise<boolean> => {
    if (invalid) {
      setNotice({ type: 'error', text: t('fixErrors') });
      return false;
    }
    try {
      const saved = await saveDraft(http, config);
      setSavedAt(saved.savedAt);
      setDirty(false);
      return true;
    } catch (error) {
      fail(error, t('saveFailed'));
      return false;
    }
  };
  const run = async (action: 'save' | 'publish') => {
    setBusy(action);
    setNotice(null);
    try {
      if (action === 'save') {
        if (await save()) setNotice({ type: 'success', text: t('saved') });
        return;
      }
      if (dirty && !(await save())) return;
      const version = await publishDraft(http);
      setSavedAt(undefined);
      setBasedOn(version.version);
      setNotice({ type: 'success', text: t('published', { version: version.version }) });
      onPublished();
    } catch (error) {
      fail(error, t('publishFailed'));
    } finally {
      setBusy(null);
      noticeRef.current?.focus();
    }
  };

  const sectionProps = { config, errors, onChange: change };
  return (
    <>
      <div className="mp-console__bar">
        <p className="mp-console__state">
          {dirty ? (
            t('unsaved')
          ) : savedAt ? (
            <>
              {t('savedAt')} <DateText value={savedAt} form="relative" />
            </>
          ) : (
            t('basedOn', { version: basedOn })
          )}
        </p>
        <Button
          variant="secondary"
          loading={busy === 'save'}
          disabled={busy !== null || !dirty}
          onClick={() => void run('save')}
        >
          {t('saveDraft')}
        </Button>
        <Button
          loading={busy === 'publish'}
          disabled={busy !== null}
          onClick={() => void run('publish')}
        >
          {t('publish')}
        </Button>
      </div>
      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className="mp-console__notice">
        {notice && <Alert type={notice.type}>{notice.text}</Alert>}
      </div>
      <ContrastWarnings config={config} />
      <Section id="styling" title={t('sections.styling')}>
        <StylingSection {...sectionProps} />
      </Section>
      <Section id="switches" title={t('sections.switches')}>
        <SwitchesSection {...sectionProps} />
      </Section>
      <Section id="metadata" title={t('sections.metadata')}>
        <MetadataSection {...sectionProps} />
      </Section>
      <Section id="menus" title={t('sections.menus')}>
        <MenusSection {...sectionProps} />
      </Section>
      <Section id="languages" title={t('sections.languages')}>
        <LanguagesSection {...sectionProps} />
      </Section>
      <Section id="footer" title={t('sections.footer')}>
        <FooterSection {...sectionProps} />
      </Section>
      <Section id="css" title={t('sections.css')}>
        <CssSection {...sectionProps} />
      </Section>
      <Section id="preview" title={t('sections.preview')}>
        <p className="mp-console__hint">{t('preview.intro')}</p>
        <PreviewSection config={config} />
      </Section>
    </>
  );
}

/**
 * The tenant console (docs/tenant-console.md): an administrator edits the draft of the tenant's
 * styling, switches and route metadata, checks contrast, previews it, publishes, and rolls back.
 */
export function TenantConsole() {
  const { t } = useTranslation(NAMESPACES.console);
  useScreenHead(t('title'));
  const { http } = useSession();
  const [draftRound, setDraftRound] = useState(0);
  const [versionsRound, setVersionsRound] = useState(0);
  const draft = useLoad(() => readDraft(http), `draft-${draftRound}`);
  return (
    <div className="mp-shell-page mp-console" data-page="tenant-console">
      <PageHeader heading={t('title')} description={t('intro')} />
      <nav className="mp-console__nav" aria-label={t('sectionsLabel')}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#console-${id}`}>{t(`sections.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <LoadStatus
        load={draft}
        loadingLabel={t('loading')}
        skeleton="form"
        errorMessage={(error) => error.reason ?? t('loadFailed')}
        retryLabel={t('retry')}
      >
        {(loaded) => (
          <DraftEditor
            key={`${draftRound}`}
            draft={loaded}
            onPublished={() => setVersionsRound((round) => round + 1)}
          />
        )}
      </LoadStatus>
      <Section id="versions" title={t('sections.versions')}>
        <VersionsSection
          refreshKey={versionsRound}
          onRolledBack={() => setDraftRound((round) => round + 1)}
        />
      </Section>
    </div>
  );
}
