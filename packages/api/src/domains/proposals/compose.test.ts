import { composeIntroduction, suggestedTasks } from './compose';

describe('suggestedTasks', () => {
  const job = { title: 'Logo', budget: 10100, contract_type: 1 as const, cycle_duration: null };

  it('splits a known pay-by-task budget into a first and a final delivery that add up', () => {
    const tasks = suggestedTasks(job);
    expect(tasks.map((t) => t.title)).toEqual(['First delivery: Logo', 'Final delivery: Logo']);
    expect(tasks.map((t) => t.amount)).toEqual([5050, 5050]);
  });

  it('splits in whole minor units, the first delivery taking the odd one', () => {
    const tasks = suggestedTasks({ ...job, budget: 10101 });
    expect(tasks.map((t) => t.amount)).toEqual([5051, 5050]);
  });

  it('leaves unknown budgets (-1, -2) to the freelancer to price', () => {
    for (const budget of [-1, -2, 0]) {
      expect(suggestedTasks({ ...job, budget })).toEqual([
        { title: 'Logo', description: 'Deliver "Logo".', amount: 0, dueDate: null },
      ]);
    }
  });

  it('suggests the first cycle of a pay-by-week/month job', () => {
    const monthly = { ...job, contract_type: 2 as const, cycle_duration: 'month' as const };
    expect(suggestedTasks(monthly)).toEqual([
      expect.objectContaining({ title: 'Month 1: Logo', amount: 10100 }),
    ]);
  });
});

describe('composeIntroduction', () => {
  it('builds the same sentences from the same profile', () => {
    const source = {
      name: 'Frankie Freelancer',
      title: 'Web developer',
      skills: ['React', 'Node.js', 'SQL'],
      services: ['Web development'],
      referenceTypes: ['professional'],
      referencesCount: 2,
      jobTitle: 'Shop',
    };
    const text = composeIntroduction(source);
    expect(text).toBe(
      'Hello, I\'m Frankie, Web developer. I would be glad to work on "Shop". I offer Web development. My skills include React, Node.js and SQL. I can share 2 references (professional) from past work. I look forward to hearing from you.',
    );
    expect(composeIntroduction(source)).toBe(text);
    expect(
      composeIntroduction({
        ...source,
        title: '',
        skills: [],
        services: [],
        referencesCount: 0,
        jobTitle: null,
      }),
    ).toBe("Hello, I'm Frankie. I look forward to hearing from you.");
  });
});
