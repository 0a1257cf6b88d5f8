import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { addRouteMetadata, removeRouteMetadata, setRouteMetadata } from './draft-edit';
import type { SectionProps } from './StylingSection';

function MetadataRow({ pattern, config, errors, onChange }: SectionProps & { pattern: string }) {
  const { t } = useTranslation(NAMESPACES.console);
  const meta = config.settings.styling.metadata?.[pattern];
  if (!meta) return null;
  const path = `settings.styling.metadata.${pattern}`;
  const set = (field: 'title' | 'description' | 'alias', value: string) =>
    onChange(setRouteMetadata(config, pattern, field, value));
  return (
    <li className="mp-console__route" data-route={pattern}>
      <h3 className="mp-console__route-pattern">
        <code>{pattern}</code>
      </h3>
      {errors[path] && <p className="mp-field__error">{errors[path]}</p>}
      <TextField
        label={t('metadata.title')}
        value={meta.title}
        required
        error={errors[`${path}.title`]}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextField
        label={t('metadata.description')}
        value={meta.description ?? ''}
        error={errors[`${path}.description`]}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label={t('metadata.alias')}
        hint={t('metadata.aliasHint')}
        value={meta.alias ?? ''}
        error={errors[`${path}.alias`]}
        onChange={(event) => set('alias', event.target.value)}
      />
      <Button variant="link" onClick={() => onChange(removeRouteMetadata(config, pattern))}>
        {t('metadata.remove', { pattern })}
      </Button>
    </li>
  );
}

/** Title, description and alias of each route the tenant names. */
export function MetadataSection(props: SectionProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const [pattern, setPattern] = useState('');
  const patterns = Object.keys(props.config.settings.styling.metadata ?? {}).sort();
  const add = () => {
    const value = pattern.trim();
    if (value === '') return;
    props.onChange(addRouteMetadata(props.config, value));
    setPattern('');
  };
  return (
    <>
      {patterns.length === 0 ? (
        <EmptyState title={t('metadata.empty')} description={t('metadata.emptyHint')} />
      ) : (
        <ul className="mp-console__rows">
          {patterns.map((entry) => (
            <MetadataRow key={entry} pattern={entry} {...props} />
          ))}
        </ul>
      )}
      <div className="mp-console__add">
        <TextField
          label={t('metadata.newRoute')}
          hint={t('metadata.newRouteHint')}
          value={pattern}
          onChange={(event) => setPattern(event.target.value)}
        />
        <Button variant="secondary" onClick={add} disabled={pattern.trim() === ''}>
          {t('metadata.add')}
        </Button>
      </div>
    </>
  );
}
