import { useId, useState } from 'react';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
  type NotificationPreference,
  type NotificationPreferences as Preferences,
} from '@mp/contracts';
import { LoadStatus, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card } from '@mp/ui';
import { useProfileT } from '../../shared/useProfileT';

/** The text of each kind of notification in the preferences list. */
const KIND_LABELS = {
  JOB_INVITATION: 'jobInvitation',
  PROPOSAL_RECEIVED: 'proposalReceived',
  CONTRACT_ACCEPTED: 'contractAccepted',
  ADMIN_JOB_ATTENTION: 'adminJobAttention',
  ADMIN_PROPOSAL_ATTENTION: 'adminProposalAttention',
  CUSTOMER_APPROVAL: 'customerApproval',
  MILESTONE_UPDATED: 'milestoneUpdated',
  BOOKING_CREATED: 'bookingCreated',
  BOOKING_COMPLETED: 'bookingCompleted',
  MEETING_BOOKED: 'meetingBooked',
  MEETING_CANCELLED: 'meetingCancelled',
  MEETING_REMINDER: 'meetingReminder',
} as const satisfies Record<NotificationPreference['kind'], string>;

function PreferencesForm({
  loaded,
  onSaved,
}: {
  loaded: Preferences;
  onSaved: (p: Preferences) => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const legendId = useId();
  const [choices, setChoices] = useState(loaded.preferences);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await api.call(updateNotificationPreferences, {
        body: { preferences: choices },
      });
      setChoices(saved.preferences);
      onSaved(saved);
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="mp-profile__preferences" aria-describedby={legendId}>
        <legend className="mp-field__label">{t('notifications.emailLegend')}</legend>
        <p id={legendId} className="mp-field__hint">
          {t('notifications.emailHint', { email: loaded.emailAddress })}
        </p>
        {choices.map((choice) => (
          <label key={choice.kind} className="mp-profile__preference">
            <input
              type="checkbox"
              checked={choice.email}
              onChange={(event) => {
                const email = event.target.checked;
                setOutcome(null);
                setChoices((all) =>
                  all.map((entry) => (entry.kind === choice.kind ? { ...entry, email } : entry)),
                );
              }}
            />{' '}
            {t(`notifications.kinds.${KIND_LABELS[choice.kind]}`)}
          </label>
        ))}
      </fieldset>
      <div role="status" aria-live="polite">
        {outcome === 'saved' && <Alert type="success">{t('notifications.saved')}</Alert>}
      </div>
      {outcome === 'failed' && <Alert type="error">{t('notifications.saveFailed')}</Alert>}
      <Button type="submit" loading={saving} loadingLabel={t('notifications.saving')}>
        {t('notifications.save')}
      </Button>
    </form>
  );
}

/** E-mail notifications by kind (docs/notifications.md#e-mail): the settings page's section. */
export function NotificationPreferences() {
  const { t } = useProfileT();
  const api = useApi();
  const load = useLoad((signal) => api.call(getNotificationPreferences, { signal }), 'prefs');
  return (
    <Card heading={t('notifications.title')} headingLevel={2} id="notifications">
      <LoadStatus
        load={load}
        loadingLabel={t('notifications.loading')}
        errorMessage={t('notifications.loadFailed')}
        retryLabel={t('notifications.retry')}
        headingLevel={3}
      >
        {(loaded) => <PreferencesForm loaded={loaded} onSaved={load.setData} />}
      </LoadStatus>
    </Card>
  );
}
