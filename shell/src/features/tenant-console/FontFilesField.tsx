import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_FORMATS, FONT_TYPES, type TenantFont } from '@mp/contracts';
import { readError } from '@mp/remote-kit';
import { Button, FieldFrame, fieldDescribedBy, SelectField, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { addFont, removeFont, setFontChoice, setFontText } from './css-font-edit';
import {
  clearFontFile,
  FONT_FILE_ACCEPT,
  fontFileProblem,
  setFontFile,
  uploadFontFile,
} from './font-upload';
import type { SectionProps } from './StylingSection';

const WEIGHTS = ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'];
const STYLES = ['normal', 'italic', 'oblique'] as const;

interface FontProps extends SectionProps {
  font: TenantFont;
  index: number;
  name: string;
}

/** A local face's uploaded file: choose one to upload, or see and detach the one in use. */
function FontFileUpload({ font, index, name, config, errors, onChange }: FontProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const { http, user } = useSession();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? errors[`styling.fontsList.${index}.fileKey`];
  if (font.fileKey) {
    const fileName = font.fileKey.split('/').pop() ?? font.fileKey;
    return (
      <div className="mp-console__font-file">
        <p>{t('fonts.uploaded', { file: fileName })}</p>
        {error && <p className="mp-field__error">{error}</p>}
        <Button
          variant="link"
          aria-label={t('fonts.detachFileOf', { name })}
          onClick={() => onChange(clearFontFile(config, index))}
        >
          {t('fonts.detachFile')}
        </Button>
      </div>
    );
  }
  const upload = async (file: File) => {
    const refused = fontFileProblem(file);
    if (refused !== null) {
      setProblem(t(refused === 'type' ? 'fonts.wrongType' : 'fonts.tooLarge'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onChange(setFontFile(config, index, await uploadFontFile(http, user?.id ?? 'admin', file)));
    } catch (failure) {
      setProblem(readError(failure, ['file']).reason ?? t('fonts.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const hint = busy ? t('fonts.uploading') : t('fonts.uploadHint');
  return (
    <FieldFrame
      id={inputId}
      className="mp-console__font-file"
      label={t('fonts.upload')}
      hint={hint}
      error={error}
    >
      <input
        id={inputId}
        type="file"
        accept={FONT_FILE_ACCEPT}
        disabled={busy}
        aria-describedby={fieldDescribedBy(inputId, hint, error, undefined)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </FieldFrame>
  );
}

/**
 * The font faces: a web font by its address, or a local one (installed, an app path, or an
 * uploaded file).
 */
export function FontFilesField({ config, errors, onChange }: SectionProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const fonts = config.styling.fontsList;
  return (
    <div className="mp-console__links">
      <h3 className="mp-console__subheading">{t('fonts.files')}</h3>
      {fonts.length === 0 && <p className="mp-console__hint">{t('fonts.none')}</p>}
      <ul className="mp-console__menu-items">
        {fonts.map((font, index) => {
          const path = `styling.fontsList.${index}`;
          const name = font.key.trim() || t('menus.untitled', { position: index + 1 });
          return (
            <li key={index} className="mp-console__menu-item" data-font={font.key}>
              <div className="mp-console__pair">
                <SelectField
                  label={t('fonts.type')}
                  value={font.type}
                  onChange={(event) =>
                    onChange(setFontText(config, index, 'type', event.target.value))
                  }
                >
                  {FONT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`fonts.types.${type}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('fonts.name')}
                  value={font.key}
                  error={errors[`${path}.key`]}
                  onChange={(event) =>
                    onChange(setFontText(config, index, 'key', event.target.value))
                  }
                />
                {!font.fileKey && (
                  <TextField
                    label={t('fonts.url')}
                    hint={font.type === 'web' ? t('fonts.webUrlHint') : t('fonts.localUrlHint')}
                    value={font.url ?? ''}
                    required={font.type === 'web'}
                    error={errors[`${path}.url`]}
                    onChange={(event) =>
                      onChange(setFontText(config, index, 'url', event.target.value))
                    }
                  />
                )}
                {font.type === 'local' && !font.url && (
                  <FontFileUpload
                    font={font}
                    index={index}
                    name={name}
                    config={config}
                    errors={errors}
                    onChange={onChange}
                  />
                )}
                <SelectField
                  label={t('fonts.weight')}
                  value={font.weight === undefined ? '' : String(font.weight)}
                  error={errors[`${path}.weight`]}
                  onChange={(event) =>
                    onChange(setFontChoice(config, index, 'weight', event.target.value))
                  }
                >
                  <option value="">{t('styling.notSet')}</option>
                  {WEIGHTS.map((weight) => (
                    <option key={weight} value={weight}>
                      {weight}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('fonts.style')}
                  value={font.style ?? ''}
                  onChange={(event) =>
                    onChange(setFontChoice(config, index, 'style', event.target.value))
                  }
                >
                  <option value="">{t('styling.notSet')}</option>
                  {STYLES.map((style) => (
                    <option key={style} value={style}>
                      {style}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('fonts.format')}
                  hint={t('fonts.formatHint')}
                  value={font.format ?? ''}
                  onChange={(event) =>
                    onChange(setFontChoice(config, index, 'format', event.target.value))
                  }
                >
                  <option value="">{t('styling.notSet')}</option>
                  {FONT_FORMATS.map((format) => (
                    <option key={format} value={format}>
                      {format}
                    </option>
                  ))}
                </SelectField>
              </div>
              <Button
                variant="link"
                aria-label={t('fonts.remove', { name })}
                onClick={() => onChange(removeFont(config, index))}
              >
                {t('menus.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" onClick={() => onChange(addFont(config))}>
        {t('fonts.add')}
      </Button>
    </div>
  );
}
