import { readMoneyValue } from '@mp/contracts';
import { draftProblems, draftsTotal, moveItem, toDraft, toTask } from './task-drafts';

const POUNDS = { currency: 'GBP', locale: 'en' };

describe('task drafts', () => {
  it.each([
    ['120', 12000],
    ['120.5', 12050],
    ['0,75', 75],
    [' 3 ', 300],
    ['', null],
    ['-1', null],
    ['1.234', null],
    ['1e3', null],
  ])('reads the amount %p as %p pence', (text, amount) => {
    const draft = {
      ...toDraft({ title: 'T', amount: 0 }, POUNDS),
      amount: readMoneyValue(text, POUNDS),
    };
    expect(toTask(draft).amount).toBe(amount ?? 0);
    expect(draftProblems([draft])).toEqual(
      amount === null ? { 'tasks.0.amount': 'amountInvalid' } : {},
    );
  });

  it('moves within bounds and keeps every item', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('round-trips a suggested task to the API shape, with a due date at midnight UTC', () => {
    const draft = toDraft(
      { title: ' Build ', amount: 5050, dueDate: '2026-12-01T15:30:00.000Z' },
      POUNDS,
    );
    expect(draft.taskId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(draft.dueDate).toBe('2026-12-01');
    expect(draft.amount).toEqual({ text: '50.50', minor: 5050 });
    expect(toTask(draft)).toEqual({
      taskId: draft.taskId,
      title: 'Build',
      description: '',
      amount: 5050,
      dueDate: '2026-12-01T00:00:00.000Z',
    });
  });

  it('names the problems by the same paths the API uses, and totals what parses', () => {
    const drafts = [
      {
        taskId: 'a',
        title: 'Design',
        description: '',
        amount: readMoneyValue('10.5', POUNDS),
        dueDate: '',
      },
      {
        taskId: 'b',
        title: '  ',
        description: '',
        amount: readMoneyValue('ten', POUNDS),
        dueDate: '',
      },
    ];
    expect(draftProblems(drafts)).toEqual({
      'tasks.1.title': 'titleRequired',
      'tasks.1.amount': 'amountInvalid',
    });
    expect(draftsTotal(drafts)).toBe(1050);
  });
});
