import { useEffect, useId, useState, type FormEvent } from 'react';
import type { InvoicesPage } from '@mp/contracts';
import { Button, FilterPanel, SelectField, TextField } from '@mp/ui';
import { activeFilters, endsBeforeStart, NO_FILTERS, type InvoiceFilters } from './filters';
import { useInvoicesT } from './i18n';

export interface InvoiceFilterFormProps {
  filters: InvoiceFilters;
  /** The jobs the caller has invoices for. */
  jobs: InvoicesPage['jobs'];
  onApply: (filters: InvoiceFilters) => void;
}

/**
 * Job and period filters. On phones they fold into a sheet behind a Filters button
 * (`FilterPanel`: below 769 px), so the invoices come first.
 */
export function InvoiceFilterForm({ filters, jobs, onApply }: InvoiceFilterFormProps) {
  const { t } = useInvoicesT();
  const [draft, setDraft] = useState(filters);
  const [backwards, setBackwards] = useState(false);
  const headingId = useId();
  const applied = activeFilters(filters);
  const { jobId, since, until } = filters;

  // The page address changed (applied, cleared, back button): the form shows what is applied.
  useEffect(() => {
    setDraft({ jobId, since, until });
    setBackwards(false);
  }, [jobId, since, until]);

  const change = (key: keyof InvoiceFilters) => (value: string) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setBackwards(false);
  };

  /** Applies the draft; false when the period ends before it starts. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (endsBeforeStart(draft)) {
      setBackwards(true);
      return false;
    }
    onApply(draft);
    return true;
  };

  return (
    <section className="mp-invoices__filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="mp-visually-hidden">
        {t('filters.heading')}
      </h2>
      <FilterPanel
        label={t('filters.toggle')}
        activeCount={applied}
        doneLabel={t('filters.showResults')}
        closeLabel={t('filters.close')}
      >
        {(close) => (
          <form
            role="search"
            aria-labelledby={headingId}
            noValidate
            className="mp-invoices__filter-form"
            onSubmit={(event) => {
              if (submit(event)) close();
            }}
          >
            <SelectField
              label={t('filters.job')}
              value={draft.jobId}
              onChange={(event) => change('jobId')(event.target.value)}
            >
              <option value="">{t('filters.allJobs')}</option>
              {jobs.map((job) => (
                <option key={job.jobId} value={job.jobId}>
                  {job.title}
                </option>
              ))}
            </SelectField>
            <TextField
              type="date"
              label={t('filters.since')}
              value={draft.since}
              onChange={(event) => change('since')(event.target.value)}
            />
            <TextField
              type="date"
              label={t('filters.until')}
              value={draft.until}
              min={draft.since || undefined}
              error={backwards ? t('filters.untilBeforeSince') : undefined}
              onChange={(event) => change('until')(event.target.value)}
            />
            <div className="mp-invoices__filter-actions">
              <Button type="submit">{t('filters.apply')}</Button>
              {applied > 0 && (
                <Button variant="link" onClick={() => onApply(NO_FILTERS)}>
                  {t('filters.clear')}
                </Button>
              )}
            </div>
          </form>
        )}
      </FilterPanel>
    </section>
  );
}
