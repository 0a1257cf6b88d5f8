import { useState } from 'react';
import { useNavigate } from '@mp/router';
import { useSitePath } from '@mp/remote-kit';
import { Button } from '@mp/ui';
import type { DisputeTarget } from './api';
import { useDisputesT } from './i18n';
import { OpenDisputeDialog } from './OpenDisputeDialog';

/** "Open a dispute" on a milestone or ongoing work; once opened, its screen shows the thread. */
export function DisputeButton({ target }: { target: DisputeTarget }) {
  const { t } = useDisputesT();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open.button')}
      </Button>
      {open && (
        <OpenDisputeDialog
          target={target}
          onClose={() => setOpen(false)}
          onOpened={(dispute) => navigate(sitePath(`/disputes/${dispute.disputeId}`))}
        />
      )}
    </>
  );
}
