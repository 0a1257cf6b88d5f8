import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card } from '@mp/ui';
import { httpStatus, readError } from '@mp/remote-kit';
import { useErrorText } from './error-text';

/** The already translated texts of one signed link's card. */
export interface SignedLinkTexts {
  heading: string;
  explain: string;
  action: string;
  busy: string;
  refusedTitle: string;
  /** Shown when the API answers 409: the single-use link was used. */
  used: string;
  /** Shown when the API answers 400, 403 or 404: a forged, expired or stale link. */
  invalid: string;
}

export interface SignedLinkCardProps<T> {
  texts: SignedLinkTexts;
  /** The public call the signature stands in for; runs once the visitor confirms. */
  call: () => Promise<T>;
  /** The success alert, given the call's answer. */
  renderDone: (answer: T) => ReactNode;
}

type Outcome<T> =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; answer: T }
  | { kind: 'refused'; message: string };

/**
 * Confirm, call, show the result: the flow of an e-mailed signed link. The visitor confirms
 * first, so a link preview cannot use up the single-use signature.
 */
export function SignedLinkCard<T>({ texts, call, renderDone }: SignedLinkCardProps<T>) {
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome<T>>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);

  // The API answers 403 for a forged or expired signature and 409 for a used one.
  const refusalMessage = (error: unknown): string => {
    const status = httpStatus(error);
    if (status === 409) return texts.used;
    if (status === 400 || status === 403 || status === 404) return texts.invalid;
    return errorText(readError(error));
  };

  const confirm = async () => {
    setOutcome({ kind: 'busy' });
    try {
      setOutcome({ kind: 'done', answer: await call() });
    } catch (error) {
      setOutcome({ kind: 'refused', message: refusalMessage(error) });
    }
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  if (outcome.kind === 'done') {
    return (
      <div ref={resultRef} tabIndex={-1}>
        {renderDone(outcome.answer)}
      </div>
    );
  }
  return (
    <Card heading={texts.heading}>
      <p>{texts.explain}</p>
      {outcome.kind === 'refused' && (
        <div ref={resultRef} tabIndex={-1}>
          <Alert type="error" title={texts.refusedTitle}>
            {outcome.message}
          </Alert>
        </div>
      )}
      {outcome.kind !== 'refused' && (
        <Button
          loading={outcome.kind === 'busy'}
          loadingLabel={texts.busy}
          onClick={() => void confirm()}
        >
          {texts.action}
        </Button>
      )}
    </Card>
  );
}
