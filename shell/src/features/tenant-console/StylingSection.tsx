import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON_VARIANTS, type ButtonVariant, type TenantConfig } from '@mp/contracts';
import { Button, SelectField, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { ColourField } from './ColourField';
import { FontFilesField } from './FontFilesField';
import {
  removeColour,
  setButtonStyle,
  setColour,
  setFontVariable,
  setHeaderColour,
  setHeaderLogo,
  setLogoHeight,
  setStylingAsset,
  type ButtonTextField,
  type FieldErrors,
} from './draft-edit';

export interface SectionProps {
  config: TenantConfig;
  errors: FieldErrors;
  onChange: (next: TenantConfig) => void;
}

const HEADER_FIELDS = ['backgroundColor', 'textColor', 'linkColor'] as const;
const BUTTON_COLOURS = ['backgroundColor', 'color', 'borderColor', 'hoverBackgroundColor'] as const;
const BUTTON_LENGTHS = ['borderRadius', 'borderWidth', 'paddingX', 'paddingY'] as const;
const TEXT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

function useTexts() {
  return useTranslation(NAMESPACES.console).t;
}

function ColourMap({ config, errors, onChange }: SectionProps) {
  const t = useTexts();
  const [newName, setNewName] = useState('');
  const names = Object.keys(config.styling.colorsMap);
  const add = () => {
    const name = newName.trim();
    if (name === '' || names.includes(name)) return;
    onChange(setColour(config, name, '#000000'));
    setNewName('');
  };
  return (
    <fieldset className="mp-console__group">
      <legend>{t('styling.colours')}</legend>
      {names.length === 0 && <p className="mp-console__hint">{t('styling.noColours')}</p>}
      <ul className="mp-console__rows">
        {names.map((name) => (
          <li key={name} className="mp-console__row">
            <ColourField
              label={name}
              pickerLabel={t('styling.pick', { name })}
              value={config.styling.colorsMap[name] ?? ''}
              error={errors[`styling.colorsMap.${name}`]}
              onChange={(value) => onChange(setColour(config, name, value))}
            />
            <Button variant="link" onClick={() => onChange(removeColour(config, name))}>
              {t('styling.removeColour', { name })}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mp-console__add">
        <TextField
          label={t('styling.newColour')}
          value={newName}
          error={errors['styling.colorsMap']}
          onChange={(event) => setNewName(event.target.value)}
        />
        <Button variant="secondary" onClick={add} disabled={newName.trim() === ''}>
          {t('styling.addColour')}
        </Button>
      </div>
    </fieldset>
  );
}

function HeaderColours({ config, errors, onChange }: SectionProps) {
  const t = useTexts();
  const header = config.settings.styling.header ?? {};
  const labels = {
    backgroundColor: t('styling.headerBackground'),
    textColor: t('styling.headerText'),
    linkColor: t('styling.headerLinks'),
  };
  return (
    <fieldset className="mp-console__group">
      <legend>{t('styling.header')}</legend>
      {HEADER_FIELDS.map((field) => (
        <ColourField
          key={field}
          label={labels[field]}
          pickerLabel={t('styling.pick', { name: labels[field] })}
          value={header[field] ?? ''}
          error={errors[`settings.styling.header.${field}`]}
          onChange={(value) => onChange(setHeaderColour(config, field, value))}
        />
      ))}
    </fieldset>
  );
}

function Logo({ config, errors, onChange }: SectionProps) {
  const t = useTexts();
  return (
    <fieldset className="mp-console__group">
      <legend>{t('styling.logoAndIcon')}</legend>
      <TextField
        label={t('styling.logoHeight')}
        type="number"
        min={1}
        max={400}
        value={config.styling.logoHeight ?? ''}
        error={errors['styling.logoHeight']}
        onChange={(event) => onChange(setLogoHeight(config, event.target.value))}
      />
      <TextField
        label={t('styling.headerLogo')}
        hint={t('styling.headerLogoHint')}
        value={config.settings.styling.logo ?? ''}
        error={errors['settings.styling.logo']}
        onChange={(event) => onChange(setHeaderLogo(config, event.target.value))}
      />
      <TextField
        label={t('styling.logo')}
        value={config.styling.logo ?? ''}
        error={errors['styling.logo']}
        onChange={(event) => onChange(setStylingAsset(config, 'logo', event.target.value))}
      />
      <TextField
        label={t('styling.favicon')}
        value={config.styling.favicon ?? ''}
        error={errors['styling.favicon']}
        onChange={(event) => onChange(setStylingAsset(config, 'favicon', event.target.value))}
      />
    </fieldset>
  );
}

function ButtonStyleFields({
  variant,
  config,
  errors,
  onChange,
}: SectionProps & { variant: ButtonVariant }) {
  const t = useTexts();
  const style = config.styling.buttonStyles?.[variant] ?? {};
  const path = (field: string) => `styling.buttonStyles.${variant}.${field}`;
  const set = (field: ButtonTextField | 'textTransform', value: string) =>
    onChange(setButtonStyle(config, variant, field, value));
  const labels: Record<ButtonTextField, string> = {
    backgroundColor: t('styling.buttonBackground'),
    color: t('styling.buttonText'),
    borderColor: t('styling.buttonBorder'),
    hoverBackgroundColor: t('styling.buttonHover'),
    borderRadius: t('styling.buttonRadius'),
    borderWidth: t('styling.buttonBorderWidth'),
    paddingX: t('styling.buttonPaddingX'),
    paddingY: t('styling.buttonPaddingY'),
  };
  const variantName = t(`styling.variants.${variant}`);
  return (
    <fieldset className="mp-console__group" data-variant={variant}>
      <legend>{t('styling.buttonOf', { variant: variantName })}</legend>
      {BUTTON_COLOURS.map((field) => (
        <ColourField
          key={field}
          label={labels[field]}
          pickerLabel={t('styling.pick', { name: `${variantName}: ${labels[field]}` })}
          value={style[field] ?? ''}
          error={errors[path(field)]}
          onChange={(value) => set(field, value)}
        />
      ))}
      {BUTTON_LENGTHS.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          value={style[field] ?? ''}
          error={errors[path(field)]}
          onChange={(event) => set(field, event.target.value)}
        />
      ))}
      <SelectField
        label={t('styling.textCase')}
        value={style.textTransform ?? ''}
        onChange={(event) => set('textTransform', event.target.value)}
      >
        <option value="">{t('styling.notSet')}</option>
        {TEXT_TRANSFORMS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

function Fonts({ config, errors, onChange }: SectionProps) {
  const t = useTexts();
  const variables = config.styling.fontVariablesList;
  return (
    <fieldset className="mp-console__group">
      <legend>{t('styling.fonts')}</legend>
      {variables.length === 0 && <p className="mp-console__hint">{t('styling.noFontVariables')}</p>}
      {variables.map((variable, index) => (
        <div key={index} className="mp-console__pair">
          <TextField
            label={t('styling.fontVariable')}
            value={variable.name}
            error={errors[`styling.fontVariablesList.${index}.name`]}
            onChange={(event) =>
              onChange(setFontVariable(config, index, 'name', event.target.value))
            }
          />
          <TextField
            label={t('styling.fontStack')}
            value={variable.value}
            error={errors[`styling.fontVariablesList.${index}.value`]}
            onChange={(event) =>
              onChange(setFontVariable(config, index, 'value', event.target.value))
            }
          />
        </div>
      ))}
      <FontFilesField config={config} errors={errors} onChange={onChange} />
    </fieldset>
  );
}

/** Colours, header colours, logo, buttons and fonts of the draft. */
export function StylingSection(props: SectionProps) {
  return (
    <>
      <ColourMap {...props} />
      <HeaderColours {...props} />
      <Logo {...props} />
      {BUTTON_VARIANTS.map((variant) => (
        <ButtonStyleFields key={variant} variant={variant} {...props} />
      ))}
      <Fonts {...props} />
    </>
  );
}
