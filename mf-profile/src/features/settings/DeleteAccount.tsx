import { useState } from 'react';
import { requestDeleteAccount } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { Button, Card, ConfirmDialog } from '@mp/ui';
import { useProfileT } from '../../shared/useProfileT';

/**
 * Deleting the account (`#delete-account`): the dialog says what happens, including the rule
 * on open contracts the API enforces (docs/users.md#deleting-an-account).
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const [open, setOpen] = useState(false);
  return (
    <Card heading={t('deleteAccount.title')} headingLevel={2} id="delete-account">
      <p className="mp-field__hint">{t('deleteAccount.hint')}</p>
      <Button variant="cancel" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={t('deleteAccount.confirmTitle')}
        description={t('deleteAccount.confirmText')}
        confirmLabel={t('deleteAccount.confirm')}
        cancelLabel={t('deleteAccount.cancel')}
        busyLabel={t('deleteAccount.busy')}
        closeLabel={t('deleteAccount.close')}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await api.call(requestDeleteAccount, {});
          setOpen(false);
          onDeleted();
        }}
        describeFailure={(error) => ({
          title: t('deleteAccount.failedTitle'),
          message: readError(error).reason ?? t('deleteAccount.failed'),
        })}
      >
        <p>{t('deleteAccount.contractsRule')}</p>
      </ConfirmDialog>
    </Card>
  );
}
