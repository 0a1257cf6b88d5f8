import type { MoneyFormat } from '@mp/contracts';
import { SKILLS } from '@mp/test-kit';
import { fillEmptyFields } from './fill-from-description';
import { EMPTY_JOB_FORM, type JobFormValues } from './job-form';

const money: MoneyFormat = { currency: 'EUR', locale: 'de' };
const options = { full: true, money, skills: SKILLS };

describe('fillEmptyFields', () => {
  it('writes a found amount as the customer would type it in their currency', () => {
    const { values, filled } = fillEmptyFields(EMPTY_JOB_FORM, { budget: 150_050 }, options);
    expect(filled).toEqual(['budget']);
    expect(values.budgetMode).toBe('amount');
    expect(values.budgetAmount).toEqual({ text: '1500,50', minor: 150_050 });
  });

  it('fills an amount the customer chose but left blank, never one they typed', () => {
    const blank: JobFormValues = { ...EMPTY_JOB_FORM, budgetMode: 'amount' };
    expect(fillEmptyFields(blank, { budget: 40_000 }, options).filled).toEqual(['budget']);
    const typed: JobFormValues = {
      ...blank,
      budgetAmount: { text: '300', minor: 30_000 },
    };
    expect(fillEmptyFields(typed, { budget: 40_000 }, options)).toEqual({
      values: typed,
      filled: [],
    });
  });

  it('takes no budget marker ("don\'t know") as an amount', () => {
    expect(fillEmptyFields(EMPTY_JOB_FORM, { budget: -1 }, options).filled).toEqual([]);
  });

  it('ticks only skills shown for the service, the one found or the one chosen', () => {
    const found = { skills: ['sk-css', 'sk-light', 'sk-unknown'] };
    expect(fillEmptyFields(EMPTY_JOB_FORM, found, options).values.skills).toEqual([
      'sk-css',
      'sk-light',
    ]);
    const photo: JobFormValues = { ...EMPTY_JOB_FORM, serviceId: 'svc-photo' };
    expect(fillEmptyFields(photo, found, options).values.skills).toEqual(['sk-light']);
  });

  it('keeps an on-site choice and fills the address only when blank', () => {
    const onSite: JobFormValues = { ...EMPTY_JOB_FORM, remote: false };
    const remoteText = { location: { address: 'Kyiv', remote: true } };
    expect(fillEmptyFields(onSite, remoteText, options).values).toMatchObject({
      address: 'Kyiv',
      remote: false,
    });
    const remoteOnly = { location: { address: '', remote: true } };
    expect(fillEmptyFields(EMPTY_JOB_FORM, remoteOnly, options).filled).toEqual([]);
  });

  it('fills a weekly or monthly contract only over the default pay by task', () => {
    const found = { contractType: 2 as const, cycleDuration: 'month' as const };
    expect(fillEmptyFields(EMPTY_JOB_FORM, found, options).values).toMatchObject({
      contractType: 2,
      cycleDuration: 'month',
    });
    expect(fillEmptyFields(EMPTY_JOB_FORM, { contractType: 1 }, options).filled).toEqual([]);
  });

  it('leaves hidden fields alone on the quick form', () => {
    const found = { title: 'Logo', skills: ['sk-css'], budget: 100, contractType: 2 as const };
    const { values, filled } = fillEmptyFields(EMPTY_JOB_FORM, found, { ...options, full: false });
    expect(filled).toEqual(['title', 'budget']);
    expect(values.skills).toEqual([]);
    expect(values.budgetAmount.minor).toBe(100);
  });
});
