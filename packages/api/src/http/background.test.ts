import type { FastifyBaseLogger } from 'fastify';
import { BackgroundTasks } from './background';

function recordingLog(errors: unknown[]): FastifyBaseLogger {
  return { error: (details: unknown) => errors.push(details) } as unknown as FastifyBaseLogger;
}

describe('BackgroundTasks', () => {
  it('idle() waits for every task, also ones started by a task; failures are logged', async () => {
    const errors: unknown[] = [];
    const log = recordingLog(errors);
    const tasks = new BackgroundTasks();
    const done: string[] = [];
    void tasks.run('first', log, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('first');
      void tasks.run('second', log, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('second');
      });
    });
    const failing = tasks.run('failing', log, async () => {
      throw new Error('boom');
    });
    await expect(failing).resolves.toBeUndefined();
    await tasks.idle();
    expect(done).toEqual(['first', 'second']);
    expect(errors).toEqual([expect.objectContaining({ task: 'failing' })]);
  });
});
