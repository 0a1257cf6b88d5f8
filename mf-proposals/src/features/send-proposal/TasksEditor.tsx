import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '@mp/remote-kit';
import { Button, TextArea, TextField } from '@mp/ui';
import { NAMESPACE } from '../../locales';
import { emptyTask, moveItem, type FieldMessages, type TaskDraft } from './task-drafts';

export interface TasksEditorProps {
  tasks: readonly TaskDraft[];
  onChange: (tasks: TaskDraft[]) => void;
  /** Messages keyed like `tasks.0.title` (from the form's checks or the API). */
  errors: FieldMessages;
  announce: (text: string) => void;
}

type FocusTarget = { taskId: string; control: 'title' | 'up' | 'down' } | { control: 'add' };

/** Tasks of a proposal: add, edit, remove and reorder, all reachable by keyboard. */
export function TasksEditor({ tasks, onChange, errors, announce }: TasksEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  // Focus follows the task an action touched, so keyboard users keep their place.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (!target) return;
    if (target.control === 'add') {
      addButton.current?.focus();
      return;
    }
    // A move to the top or bottom disables the pressed button: the other one keeps the focus.
    const controls =
      target.control === 'title'
        ? ['title']
        : [target.control, target.control === 'up' ? 'down' : 'up', 'title'];
    const row = list.current?.querySelector<HTMLElement>(`[data-task="${target.taskId}"]`);
    const element = controls
      .map((control) => row?.querySelector<HTMLElement>(`[data-control="${control}"]`))
      .find((candidate) => candidate && !candidate.hasAttribute('disabled'));
    element?.focus();
  }, [tasks]);

  const edit = (index: number, patch: Partial<TaskDraft>) =>
    onChange(tasks.map((task, i) => (i === index ? { ...task, ...patch } : task)));

  const add = () => {
    const task = emptyTask();
    pendingFocus.current = { taskId: task.taskId, control: 'title' };
    onChange([...tasks, task]);
  };

  const remove = (index: number) => {
    const next = tasks.filter((_, i) => i !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    pendingFocus.current = neighbour
      ? { taskId: neighbour.taskId, control: 'title' }
      : { control: 'add' };
    onChange(next);
    announce(t('compose.tasks.removed', { position: index + 1 }));
  };

  const move = (index: number, by: -1 | 1) => {
    const task = tasks[index];
    if (!task) return;
    pendingFocus.current = { taskId: task.taskId, control: by < 0 ? 'up' : 'down' };
    onChange(moveItem(tasks, index, index + by));
    announce(t('compose.tasks.moved', { title: task.title || '', position: index + by + 1 }));
  };

  return (
    <fieldset className="mp-proposals__tasks">
      <legend className="mp-proposals__legend">{t('compose.tasks.legend')}</legend>
      {tasks.length === 0 && <p className="mp-proposals__muted">{t('compose.tasks.none')}</p>}
      <ol ref={list} className="mp-proposals__task-list">
        {tasks.map((task, index) => (
          <li key={task.taskId} data-task={task.taskId} className="mp-proposals__task">
            <fieldset className="mp-proposals__task-fields">
              <legend>{t('compose.tasks.taskLegend', { position: index + 1 })}</legend>
              <TextField
                data-control="title"
                label={t('compose.tasks.title')}
                value={task.title}
                required
                maxLength={200}
                error={errors[`tasks.${index}.title`]}
                onChange={(event) => edit(index, { title: event.target.value })}
              />
              <TextArea
                label={t('compose.tasks.description')}
                value={task.description}
                rows={2}
                maxLength={5000}
                error={errors[`tasks.${index}.description`]}
                onChange={(event) => edit(index, { description: event.target.value })}
              />
              <div className="mp-proposals__task-row">
                <MoneyField
                  label={t('compose.tasks.amount')}
                  value={task.amount}
                  required
                  error={errors[`tasks.${index}.amount`]}
                  onChange={(amount) => edit(index, { amount })}
                />
                <TextField
                  type="date"
                  label={t('compose.tasks.dueDate')}
                  value={task.dueDate}
                  error={errors[`tasks.${index}.dueDate`]}
                  onChange={(event) => edit(index, { dueDate: event.target.value })}
                />
              </div>
              <div className="mp-proposals__task-actions">
                <Button
                  variant="secondary"
                  data-control="up"
                  disabled={index === 0}
                  aria-label={t('compose.tasks.moveUp', { position: index + 1 })}
                  onClick={() => move(index, -1)}
                >
                  {t('compose.tasks.up')}
                </Button>
                <Button
                  variant="secondary"
                  data-control="down"
                  disabled={index === tasks.length - 1}
                  aria-label={t('compose.tasks.moveDown', { position: index + 1 })}
                  onClick={() => move(index, 1)}
                >
                  {t('compose.tasks.down')}
                </Button>
                <Button
                  variant="cancel"
                  aria-label={t('compose.tasks.removeTask', { position: index + 1 })}
                  onClick={() => remove(index)}
                >
                  {t('compose.tasks.remove')}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button ref={addButton} variant="secondary" onClick={add}>
        {t('compose.tasks.add')}
      </Button>
    </fieldset>
  );
}
