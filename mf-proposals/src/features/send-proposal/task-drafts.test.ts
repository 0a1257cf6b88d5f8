import { draftProblems, draftsTotal, moveItem, parseAmount, toDraft, toTask } from './task-drafts';

describe('task drafts', () => {
  it.each([
    ['120', 120],
    ['120.5', 120.5],
    ['0,75', 0.75],
    [' 3 ', 3],
    ['', null],
    ['-1', null],
    ['1.234', null],
    ['1e3', null],
  ])('reads the amount %p as %p', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('moves within bounds and keeps every item', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('round-trips a suggested task to the API shape, with a due date at midnight UTC', () => {
    const draft = toDraft({ title: ' Build ', amount: 50, dueDate: '2026-12-01T15:30:00.000Z' });
    expect(draft.taskId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(draft.dueDate).toBe('2026-12-01');
    expect(toTask(draft)).toEqual({
      taskId: draft.taskId,
      title: 'Build',
      description: '',
      amount: 50,
      dueDate: '2026-12-01T00:00:00.000Z',
    });
  });

  it('names the problems by the same paths the API uses, and totals what parses', () => {
    const drafts = [
      { taskId: 'a', title: 'Design', description: '', amount: '10.5', dueDate: '' },
      { taskId: 'b', title: '  ', description: '', amount: 'ten', dueDate: '' },
    ];
    expect(draftProblems(drafts)).toEqual({
      'tasks.1.title': 'titleRequired',
      'tasks.1.amount': 'amountInvalid',
    });
    expect(draftsTotal(drafts)).toBe(10.5);
  });
});
