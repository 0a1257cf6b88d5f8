import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_ROLES, ZFeatureValue, type FeatureSwitch } from '@mp/contracts';
import { EmptyState, SelectField, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { roleSettingOf, setFeature, withRoleSetting, type RoleSetting } from './draft-edit';
import type { SectionProps } from './StylingSection';

const ROLE_SETTINGS: readonly RoleSetting[] = ['unset', 'on', 'off'];

function valueText(value: FeatureSwitch['value']): string {
  return value === undefined ? '' : JSON.stringify(value);
}

/** The value as JSON: blank removes it; text that is not a switch value stays local, flagged. */
function ValueField({
  name,
  feature,
  error,
  onChange,
}: {
  name: string;
  feature: FeatureSwitch;
  error?: string;
  onChange: (next: FeatureSwitch) => void;
}) {
  const { t } = useTranslation(NAMESPACES.console);
  const [text, setText] = useState(() => valueText(feature.value));
  const [invalid, setInvalid] = useState(false);
  const change = (next: string) => {
    setText(next);
    const { value: _old, ...rest } = feature;
    if (next.trim() === '') {
      setInvalid(false);
      onChange(rest);
      return;
    }
    try {
      const parsed = ZFeatureValue.safeParse(JSON.parse(next));
      setInvalid(!parsed.success);
      if (parsed.success) onChange({ ...rest, value: parsed.data });
    } catch {
      setInvalid(true);
    }
  };
  return (
    <TextField
      label={t('switches.value', { name })}
      hint={t('switches.valueHint')}
      value={text}
      spellCheck={false}
      error={invalid ? t('switches.valueInvalid') : error}
      onChange={(event) => change(event.target.value)}
    />
  );
}

function SwitchRow({ name, config, errors, onChange }: SectionProps & { name: string }) {
  const { t } = useTranslation(NAMESPACES.console);
  const feature = config.features[name];
  if (!feature) return null;
  const update = (next: FeatureSwitch) => onChange(setFeature(config, name, next));
  const path = `features.${name}`;
  return (
    <li className="mp-console__switch" data-feature={name}>
      <h3 className="mp-console__switch-name">{name}</h3>
      <label className="mp-console__check">
        <input
          type="checkbox"
          checked={feature.isEnabled}
          onChange={(event) => update({ ...feature, isEnabled: event.target.checked })}
        />
        {t('switches.enabled', { name })}
      </label>
      <div className="mp-console__roles">
        {USER_ROLES.map((role) => (
          <SelectField
            key={role}
            label={t(`switches.roles.${role}`)}
            value={roleSettingOf(feature, role)}
            onChange={(event) =>
              update(withRoleSetting(feature, role, event.target.value as RoleSetting))
            }
          >
            {ROLE_SETTINGS.map((setting) => (
              <option key={setting} value={setting}>
                {t(`switches.settings.${setting}`)}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {errors[`${path}.values`] && (
        <p className="mp-field__error" role="alert">
          {errors[`${path}.values`]}
        </p>
      )}
      <ValueField name={name} feature={feature} error={errors[`${path}.value`]} onChange={update} />
      {feature.forcedTenantId && (
        <p className="mp-console__hint">
          {t('switches.forced', { tenantId: feature.forcedTenantId })}
        </p>
      )}
    </li>
  );
}

/** Every switch: on or off, each role's own setting, and its value. */
export function SwitchesSection(props: SectionProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const names = Object.keys(props.config.features).sort();
  if (names.length === 0) {
    return <EmptyState title={t('switches.empty')} description={t('switches.emptyHint')} />;
  }
  return (
    <ul className="mp-console__rows">
      {names.map((name) => (
        <SwitchRow key={name} name={name} {...props} />
      ))}
    </ul>
  );
}
