import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@mp/ui';
import { readError, useApi } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useErrorText } from '../../lib/error-text';
import { createInviteLink } from './api';

export interface CopyInviteLinkProps {
  jobId: string;
  freelancerId: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'copied'; url: string }
  | { kind: 'shown'; url: string }
  | { kind: 'failed'; message: string };

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes a signed, single-use invite link for one freelancer and copies it; where the browser
 * refuses the clipboard the link is shown to copy by hand.
 */
export function CopyInviteLink({ jobId, freelancerId }: CopyInviteLinkProps) {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const copy = async () => {
    setState({ kind: 'busy' });
    try {
      const url = await createInviteLink(http, jobId, freelancerId);
      setState({ kind: (await copyText(url)) ? 'copied' : 'shown', url });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(readError(error)) });
    }
  };

  return (
    <div className="mp-proposals__invite-link">
      <Button
        variant="secondary"
        loading={state.kind === 'busy'}
        loadingLabel={t('favorites.copyingLink')}
        disabled={!jobId}
        onClick={() => void copy()}
      >
        {t('favorites.copyLink')}
      </Button>
      <div role="status">
        {state.kind === 'copied' && <p>{t('favorites.linkCopied')}</p>}
        {state.kind === 'shown' && <p>{t('favorites.linkNotCopied')}</p>}
      </div>
      {(state.kind === 'copied' || state.kind === 'shown') && (
        <TextField
          label={t('favorites.linkLabel')}
          readOnly
          value={state.url}
          onFocus={(event) => event.target.select()}
        />
      )}
      {state.kind === 'failed' && <Alert type="error">{state.message}</Alert>}
    </div>
  );
}
