import type { Dispatch, SetStateAction } from 'react';
import { CONTRACT_TYPE, CONTRACT_TYPE_LABELS, MAX_MINOR_AMOUNT } from '@mp/contracts';
import { MoneyField } from '@mp/remote-kit';
import { SelectField, TextArea, TextField, useMoney } from '@mp/ui';
import { CheckboxField } from '../../shared/fields';
import type { Service, Skill } from '../../shared/job-types';
import { useJobsT } from '../../shared/useJobsT';
import { Attachments } from './Attachments';
import { FillFromDescription } from './FillFromDescription';
import {
  TAX_TYPE_OPTIONS,
  type BudgetMode,
  type JobField,
  type JobFormValues,
  type TaxType,
} from './job-form';
import type { FieldMessages } from './usePostJob';

export interface JobFormFieldsProps {
  values: JobFormValues;
  setValues: Dispatch<SetStateAction<JobFormValues>>;
  full: boolean;
  services: Service[];
  skills: Skill[];
  messages: FieldMessages;
  onUploadingChange: (busy: boolean) => void;
}

const BUDGET_MODES: readonly BudgetMode[] = ['amount', 'dontKnow', 'perJob'];

function skillsFor(skills: Skill[], serviceId: string): Skill[] {
  if (!serviceId) return skills;
  return skills.filter(
    (skill) => !skill.serviceIds?.length || skill.serviceIds.includes(serviceId),
  );
}

/** The job form's fields; `full` adds skills, contract, location, attachments and tax. */
export function JobFormFields(props: JobFormFieldsProps) {
  const { values, setValues, full, services, messages } = props;
  const { t } = useJobsT();
  const money = useMoney();
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const errorOf = (field: JobField): string | undefined => {
    const key = messages.keys[field];
    return key
      ? t(`postJob.errors.${key}`, { max: money.format(MAX_MINOR_AMOUNT) })
      : messages.server[field];
  };

  return (
    <>
      <div data-field="title">
        <TextField
          name="title"
          label={t('postJob.title')}
          required
          maxLength={250}
          value={values.title}
          error={errorOf('title')}
          onChange={(event) => set('title', event.target.value)}
        />
      </div>
      <div data-field="description">
        <TextArea
          name="description"
          className="mp-jobs__textarea"
          label={t('postJob.description')}
          hint={t('postJob.descriptionHint')}
          required
          rows={full ? 8 : 4}
          value={values.description}
          error={errorOf('description')}
          onChange={(event) => set('description', event.target.value)}
        />
        <FillFromDescription
          values={values}
          setValues={setValues}
          full={full}
          skills={props.skills}
        />
      </div>
      <div data-field="serviceId">
        <SelectField
          name="serviceId"
          label={t('postJob.service')}
          value={values.serviceId}
          error={errorOf('serviceId')}
          onChange={(event) => set('serviceId', event.target.value)}
        >
          <option value="">{t('postJob.noService')}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </SelectField>
      </div>
      {full && <SkillsField {...props} error={errorOf('skills')} />}
      <BudgetField values={values} set={set} error={errorOf('budget')} />
      {full && <ContractField values={values} set={set} error={errorOf('cycleDuration')} />}
      {full && (
        <fieldset className="mp-jobs__fieldset" data-field="location.address">
          <legend className="mp-field__label">{t('postJob.location')}</legend>
          <TextField
            name="location.address"
            label={t('postJob.address')}
            hint={t('postJob.addressHint')}
            value={values.address}
            error={errorOf('location.address')}
            onChange={(event) => set('address', event.target.value)}
          />
          <CheckboxField
            name="remote"
            label={t('postJob.remote')}
            checked={values.remote}
            onChange={(checked) => set('remote', checked)}
          />
        </fieldset>
      )}
      {full && (
        <div data-field="attachments">
          <Attachments
            value={values.attachments}
            onChange={(next) =>
              setValues((previous) => ({ ...previous, attachments: next(previous.attachments) }))
            }
            onBusyChange={props.onUploadingChange}
            error={errorOf('attachments')}
          />
        </div>
      )}
      {full && <TaxField values={values} set={set} error={errorOf('taxRate')} />}
    </>
  );
}

type Setter = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => void;

function SkillsField({
  values,
  setValues,
  skills,
  error,
}: JobFormFieldsProps & { error: string | undefined }) {
  const { t } = useJobsT();
  const shown = skillsFor(skills, values.serviceId);
  const toggle = (id: string, on: boolean) =>
    setValues((previous) => ({
      ...previous,
      skills: on ? [...previous.skills, id] : previous.skills.filter((skill) => skill !== id),
    }));
  return (
    <fieldset className="mp-jobs__fieldset" data-field="skills">
      <legend className="mp-field__label">{t('postJob.skills')}</legend>
      {shown.length === 0 ? (
        <p className="mp-field__hint">{t('postJob.noSkills')}</p>
      ) : (
        <div className="mp-jobs__chips">
          {shown.map((skill) => (
            <CheckboxField
              key={skill.id}
              name="skills"
              label={skill.name}
              checked={values.skills.includes(skill.id)}
              onChange={(on) => toggle(skill.id, on)}
            />
          ))}
        </div>
      )}
      {error && <p className="mp-field__error">{error}</p>}
    </fieldset>
  );
}

function BudgetField({
  values,
  set,
  error,
}: {
  values: JobFormValues;
  set: Setter;
  error?: string;
}) {
  const { t } = useJobsT();
  return (
    <fieldset className="mp-jobs__fieldset" data-field="budget">
      <legend className="mp-field__label">{t('postJob.budget')}</legend>
      <div className="mp-jobs__radios">
        {BUDGET_MODES.map((mode) => (
          <label key={mode} className="mp-jobs__check">
            <input
              type="radio"
              name="budgetMode"
              value={mode}
              checked={values.budgetMode === mode}
              onChange={() => set('budgetMode', mode)}
            />
            <span>{t(`postJob.budgetModes.${mode}`)}</span>
          </label>
        ))}
      </div>
      {values.budgetMode === 'amount' ? (
        <MoneyField
          name="budget"
          label={t('postJob.budgetAmount')}
          value={values.budgetAmount}
          error={error}
          onChange={(value) => set('budgetAmount', value)}
        />
      ) : (
        error && <p className="mp-field__error">{error}</p>
      )}
    </fieldset>
  );
}

function ContractField({
  values,
  set,
  error,
}: {
  values: JobFormValues;
  set: Setter;
  error?: string;
}) {
  const { t } = useJobsT();
  const options = [
    { value: CONTRACT_TYPE.payByTask, label: t('postJob.payByTask') },
    {
      value: CONTRACT_TYPE.payByWeekOrMonth,
      label: t('postJob.ongoingWork', { defaultValue: CONTRACT_TYPE_LABELS.ongoingWork }),
    },
  ] as const;
  return (
    <fieldset className="mp-jobs__fieldset" data-field="contractType">
      <legend className="mp-field__label">
        {t('postJob.contractType', { defaultValue: CONTRACT_TYPE_LABELS.heading })}
      </legend>
      <div className="mp-jobs__radios">
        {options.map((option) => (
          <label key={option.value} className="mp-jobs__check">
            <input
              type="radio"
              name="contractType"
              value={option.value}
              checked={values.contractType === option.value}
              onChange={() => set('contractType', option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {values.contractType === CONTRACT_TYPE.payByWeekOrMonth && (
        <div data-field="cycleDuration">
          <SelectField
            name="cycleDuration"
            label={t('postJob.cycleDuration', { defaultValue: CONTRACT_TYPE_LABELS.cycleDuration })}
            value={values.cycleDuration}
            error={error}
            onChange={(event) =>
              set('cycleDuration', event.target.value === 'month' ? 'month' : 'week')
            }
          >
            <option value="week">{t('postJob.cycles.week')}</option>
            <option value="month">{t('postJob.cycles.month')}</option>
          </SelectField>
        </div>
      )}
    </fieldset>
  );
}

function TaxField({ values, set, error }: { values: JobFormValues; set: Setter; error?: string }) {
  const { t } = useJobsT();
  return (
    <fieldset className="mp-jobs__fieldset mp-jobs__row" data-field="taxRate">
      <legend className="mp-field__label">{t('postJob.tax')}</legend>
      <SelectField
        name="taxType"
        label={t('postJob.taxType')}
        value={values.taxType}
        onChange={(event) => set('taxType', event.target.value as TaxType)}
      >
        {TAX_TYPE_OPTIONS.map((type) => (
          <option key={type} value={type}>
            {t(`postJob.taxTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      {values.taxType !== 'NONE' && (
        <TextField
          name="taxRate"
          label={t('postJob.taxRate')}
          inputMode="decimal"
          value={values.taxRate}
          error={error}
          onChange={(event) => set('taxRate', event.target.value)}
        />
      )}
    </fieldset>
  );
}
