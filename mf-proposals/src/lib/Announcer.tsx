import { useCallback, useState } from 'react';
import { VisuallyHidden } from '@mp/ui';

/** A polite live region for results of actions that move no visible focus (moves, saves). */
export function useAnnouncer(): { announce: (text: string) => void; region: JSX.Element } {
  const [message, setMessage] = useState({ text: '', round: 0 });
  const announce = useCallback((text: string) => {
    setMessage((previous) => ({ text, round: previous.round + 1 }));
  }, []);
  // The region stays in place (screen readers watch existing regions); an alternating trailing
  // no-break space makes the same sentence twice still count as a change.
  const region = (
    <VisuallyHidden role="status" aria-live="polite">
      {message.round % 2 === 0 ? message.text : `${message.text}\u00a0`}
    </VisuallyHidden>
  );
  return { announce, region };
}
