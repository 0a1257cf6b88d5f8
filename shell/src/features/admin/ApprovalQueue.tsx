import type { ReactNode, RefObject } from 'react';
import { Button, Card } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import './admin.css';

/** The outcome of the last decision, announced politely or, when it failed, as an alert. */
export interface Feedback {
  text: string;
  failed: boolean;
}

export interface ApprovalQueueProps {
  /** The card's `data-section`. */
  section: string;
  heading: string;
  intro: string;
  /** Where focus goes when the queue has nobody left to focus. */
  headingRef: RefObject<HTMLHeadingElement>;
  feedback: Feedback | null;
  /** While the reason dialog is open it shows the failure itself (the page behind is inert). */
  dialogOpen: boolean;
  children: ReactNode;
}

/** An administrator's approval queue: heading, intro, the live outcome regions, then the list. */
export function ApprovalQueue({
  section,
  heading,
  intro,
  headingRef,
  feedback,
  dialogOpen,
  children,
}: ApprovalQueueProps) {
  return (
    <Card className="mp-approvals" data-section={section} id={section}>
      <h2 ref={headingRef} tabIndex={-1} className="mp-approvals__heading">
        {heading}
      </h2>
      <p className="mp-approvals__intro">{intro}</p>
      <p role="status" aria-live="polite" className="mp-approvals__feedback">
        {feedback && !feedback.failed ? feedback.text : ''}
      </p>
      <p role="alert" className="mp-approvals__feedback mp-approvals__feedback--error">
        {feedback?.failed && !dialogOpen ? feedback.text : ''}
      </p>
      {children}
    </Card>
  );
}

export interface ApprovalItemProps {
  /** The row's heading: who or what waits. */
  name: ReactNode;
  /** The facts shown under it, as `<Fact>`s. */
  children: ReactNode;
  approveLabel: string;
  declineLabel: string;
  declineText: string;
  approving: boolean;
  disabled: boolean;
  onApprove(): void;
  onDecline(): void;
  'data-user-id'?: string;
}

/** One waiting row of a queue, with its approve and decline buttons. */
export function ApprovalItem({
  name,
  children,
  approveLabel,
  declineLabel,
  declineText,
  approving,
  disabled,
  onApprove,
  onDecline,
  'data-user-id': userId,
}: ApprovalItemProps) {
  const { t } = useTranslation(NAMESPACES.admin);
  return (
    <li className="mp-approvals__item" data-user-id={userId}>
      <h3 className="mp-approvals__name">{name}</h3>
      <dl className="mp-approvals__facts">{children}</dl>
      <div className="mp-approvals__actions">
        <Button
          type="button"
          aria-label={approveLabel}
          loading={approving}
          loadingLabel={t('approving')}
          disabled={disabled}
          onClick={onApprove}
        >
          {t('approve')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-label={declineLabel}
          disabled={disabled}
          onClick={onDecline}
        >
          {declineText}
        </Button>
      </div>
    </li>
  );
}

/** One fact of a row: its term and what it is. */
export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
