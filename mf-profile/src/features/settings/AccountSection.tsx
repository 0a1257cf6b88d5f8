import { useState } from 'react';
import {
  ROLES,
  getMe,
  refreshScheduling,
  setSchedulingTimezone,
  updateCustomerProfile,
  updateFreelancerProfile,
  type Me,
  type Schedule,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { LoadStatus, RemoteSection, readError, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, SelectField, TextField } from '@mp/ui';
import { useProfileT } from '../../shared/useProfileT';

/** Every zone the browser knows, the saved one first when it is not among them. */
function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

function NameForm({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const [name, setName] = useState(me.name);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setOutcome(null);
    if (!name.trim()) {
      setError(t('account.nameRequired'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const body = { type: 'basic' as const, data: { name: name.trim() } };
      const saved =
        me.roles === ROLES.freelancer
          ? await api.call(updateFreelancerProfile, { body })
          : await api.call(updateCustomerProfile, { body });
      onSaved(saved);
      eventBus.emit('profile:changed', { userId: saved.userId });
      setOutcome('saved');
    } catch (caught) {
      setError(readError(caught, ['body.data']).fields.name);
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('account.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div role="status" aria-live="polite">
        {outcome === 'saved' && <Alert type="success">{t('account.saved')}</Alert>}
      </div>
      {outcome === 'failed' && <Alert type="error">{t('account.saveFailed')}</Alert>}
      <Button type="submit" loading={saving} loadingLabel={t('account.saving')}>
        {t('account.save')}
      </Button>
    </form>
  );
}

function TimeZoneField({ schedule }: { schedule: Schedule }) {
  const { t } = useProfileT();
  const api = useApi();
  const [zone, setZone] = useState(schedule.timezone);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  return (
    <>
      <SelectField
        label={t('account.timezone')}
        hint={t('account.timezoneHint')}
        value={zone}
        onChange={(event) => {
          const timezone = event.target.value;
          setZone(timezone);
          setOutcome(null);
          api.call(setSchedulingTimezone, { body: { timezone } }).then(
            (saved) => {
              setZone(saved.timezone);
              setOutcome('saved');
            },
            () => setOutcome('failed'),
          );
        }}
      >
        {timeZoneChoices(zone).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectField>
      <div role="status" aria-live="polite">
        {outcome === 'saved' && <Alert type="success">{t('account.timezoneSaved')}</Alert>}
      </div>
      {outcome === 'failed' && <Alert type="error">{t('account.timezoneFailed')}</Alert>}
    </>
  );
}

/** Name, sign-in e-mail, language and time zone: the settings page's `#account` section. */
export function AccountSection() {
  const { t } = useProfileT();
  const api = useApi();
  const load = useLoad(async (signal) => {
    const [me, schedule] = await Promise.all([
      api.call(getMe, { signal }),
      api.call(refreshScheduling, { signal }),
    ]);
    return { me, schedule };
  }, 'account');
  return (
    <Card heading={t('account.title')} headingLevel={2} id="account">
      <LoadStatus
        load={load}
        loadingLabel={t('account.loading')}
        errorMessage={t('account.loadFailed')}
        retryLabel={t('account.retry')}
        headingLevel={3}
      >
        {({ me, schedule }) => (
          <>
            <NameForm me={me} onSaved={(saved) => load.setData({ me: saved, schedule })} />
            <dl className="mp-profile__account-email">
              <dt>{t('account.email')}</dt>
              <dd>{me.email}</dd>
            </dl>
            <p className="mp-field__hint">{t('account.emailHint')}</p>
            <RemoteSection name="language-preference" />
            <TimeZoneField schedule={schedule} />
          </>
        )}
      </LoadStatus>
    </Card>
  );
}
