import { useId } from 'react';
import type { MilestoneEvent, MilestoneView, RecurringView } from '@mp/contracts';
import { DateText, useArea, useDates } from '@mp/remote-kit';
import { Heading } from './Heading';
import { useMilestonesT, type MilestonesT } from './i18n';

const KINDS = [
  'propose',
  'edit',
  'delete',
  'approve',
  'consent',
  'reject',
  'pay',
  'payInSucceeded',
  'payInFailed',
  'payCrypto',
  'skipPayIn',
  'submit',
  'requestChanges',
  'signOff',
  'filesChanged',
  'moveToJob',
  'openCycle',
  'closeCycle',
  'submitHours',
  'dispute',
  'withdrawDispute',
  'pauseRecurring',
  'resumeRecurring',
  'endRecurring',
] as const;
type Kind = (typeof KINDS)[number] | 'other';

function kindOf(kind: string): Kind {
  return KINDS.find((known) => known === kind) ?? 'other';
}

/** The schedule opens and closes cycles; the provider settles payments. */
function actorText(t: MilestonesT, event: MilestoneEvent, viewerId: string | null): string {
  if (viewerId !== null && event.actorId === viewerId) return t('timeline.actor.you');
  if (event.actorRole === 'provider' && (event.kind === 'openCycle' || event.kind === 'closeCycle'))
    return t('timeline.actor.schedule');
  return t(`timeline.actor.${event.actorRole}`);
}

/**
 * The contract's timeline, newest first (docs/milestones.md#the-timeline): who did what to
 * which milestone or cycle, with their note (a delivery note, the reason for changes or a
 * dispute, the provider's refusal).
 */
export function Timeline({
  events,
  milestones,
  recurring,
  level,
}: {
  events: readonly MilestoneEvent[];
  milestones: readonly MilestoneView[];
  recurring: readonly RecurringView[];
  level: number;
}) {
  const { t } = useMilestonesT();
  const dates = useDates();
  const { user } = useArea();
  const headingId = useId();
  const titles = new Map(milestones.map((milestone) => [milestone.milestoneId, milestone.title]));
  const cycles = new Map(
    recurring.flatMap((rule) => rule.cycles).map((cycle) => [cycle.cycleId, cycle]),
  );
  const titleOf = (event: MilestoneEvent) =>
    titles.get(event.milestoneId) ??
    (event.kind === 'delete' && event.note ? event.note : t('timeline.aMilestone'));
  return (
    <section className="mp-work__timeline" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="mp-work__subheading">
        {t('timeline.heading')}
      </Heading>
      {events.length === 0 ? (
        <p className="mp-work__muted">{t('timeline.none')}</p>
      ) : (
        <ol className="mp-work__events">
          {events.map((event) => {
            const cycle = event.cycleId ? cycles.get(event.cycleId) : undefined;
            // A deleted milestone's note is its title, already in the sentence.
            const note = event.kind === 'delete' ? null : event.note;
            return (
              <li key={event.eventId}>
                <DateText value={event.createdAt} form="dateTime" />
                <p>
                  {t(`timeline.kinds.${kindOf(event.kind)}`, {
                    actor: actorText(t, event, user?.id ?? null),
                    title: titleOf(event),
                  })}
                  {cycle &&
                    ` (${t('timeline.cycleOf', { start: dates.calendar(cycle.periodStart) })})`}
                </p>
                {note && <blockquote>{note}</blockquote>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
