import { useState, type FormEvent } from 'react';
import { Link } from '@mp/router';
import { ROLES, type AgencyMember, type AgencyMembersResponse } from '@mp/contracts';
import { LoadStatus, readError, useApi, useArea, useLoad } from '@mp/remote-kit';
import { Button, Card, ConfirmDialog, EmptyState, TextField } from '@mp/ui';
import { Avatar } from '../../shared/Avatar';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { addMember, loadAgencyOf, loadOwnAgency, removeMember } from './api';

function MemberCard({
  member,
  onRemove,
}: {
  member: AgencyMember;
  onRemove?: (member: AgencyMember) => void;
}) {
  const { t } = useProfileT();
  return (
    <li className="mp-profile__member">
      <Avatar name={member.name} picture={member.profilePicture} size="medium" />
      <div>
        <Link to={`/freelancer/profile/${encodeURIComponent(member.username)}`}>{member.name}</Link>
        {member.title !== '' && <p>{member.title}</p>}
      </div>
      {onRemove && (
        <Button
          variant="link"
          aria-label={t('agency.removeMember', { name: member.name })}
          onClick={() => onRemove(member)}
        >
          {t('agency.remove')}
        </Button>
      )}
    </li>
  );
}

function MemberList({
  members,
  onRemove,
}: {
  members: readonly AgencyMember[];
  onRemove?: (member: AgencyMember) => void;
}) {
  const { t } = useProfileT();
  return (
    <ul className="mp-profile__members" aria-label={t('agency.members')}>
      {members.map((member) => (
        <MemberCard key={member.userId} member={member} onRemove={onRemove} />
      ))}
    </ul>
  );
}

/** An agency company's public profile lists its agency's members (docs/users.md#agencies). */
export function AgencyMembers({ ownerId }: { ownerId: string }) {
  const { t } = useProfileT();
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => loadAgencyOf(api, ownerId, signal), ownerId);
  // The freelancer search is the customers' screen (docs/search.md#agency-filter).
  const isCustomer = useArea().user?.role === ROLES.customer;
  if (load.status === 'ready' && load.data === null) return null;
  return (
    <Card heading={t('agency.heading')} headingLevel={3}>
      <LoadStatus
        load={load}
        {...loadTexts}
        loadingLabel={t('agency.loading')}
        errorTitle={t('agency.loadFailed')}
        headingLevel={4}
        isEmpty={(data) => data === null || data.members.length === 0}
        empty={<EmptyState title={t('agency.none')} />}
      >
        {(data) =>
          data && (
            <>
              <p>{data.agency.name}</p>
              <MemberList members={data.members} />
              {isCustomer && (
                <p>
                  <Link to={`/customer/cl-search?agency=${encodeURIComponent(data.agency.id)}`}>
                    {t('agency.searchMembers', { name: data.agency.name })}
                  </Link>
                </p>
              )}
            </>
          )
        }
      </LoadStatus>
    </Card>
  );
}

function AddMember({ onAdded }: { onAdded: (agency: AgencyMembersResponse) => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError(t('agency.emailRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onAdded(await addMember(api, email));
      setEmail('');
    } catch (failure) {
      const { kind } = readError(failure);
      setError(
        kind === 'validation'
          ? t('agency.notAgencyFreelancer')
          : kind === 'conflict'
            ? t('agency.inAnotherAgency')
            : kind === 'network'
              ? t('errors.network')
              : t('agency.addFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mp-profile__fieldset" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('agency.email')}
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('agency.adding') : t('agency.add')}
      </Button>
    </form>
  );
}

/** The agency company manages its members: add by e-mail, remove after a confirmation. */
export function ManageAgencyMembers() {
  const { t } = useProfileT();
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => loadOwnAgency(api, signal), 'own-agency');
  const [removing, setRemoving] = useState<AgencyMember | null>(null);
  const replace = (next: AgencyMembersResponse) => load.update(() => next);

  return (
    <Card heading={t('agency.manageHeading')} headingLevel={3}>
      <p className="mp-field__hint">{t('agency.manageHint')}</p>
      {load.status === 'ready' && <AddMember onAdded={replace} />}
      <LoadStatus
        load={load}
        {...loadTexts}
        loadingLabel={t('agency.loading')}
        errorTitle={t('agency.loadFailed')}
        headingLevel={4}
        isEmpty={(data) => data.members.length === 0}
        empty={<EmptyState title={t('agency.noneOwn')} description={t('agency.noneOwnText')} />}
      >
        {(data) => <MemberList members={data.members} onRemove={setRemoving} />}
      </LoadStatus>
      <ConfirmDialog
        open={removing !== null}
        title={t('agency.removeTitle')}
        description={t('agency.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('agency.remove')}
        cancelLabel={t('agency.cancel')}
        busyLabel={t('agency.removing')}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing === null) return;
          replace(await removeMember(api, removing.userId));
          setRemoving(null);
        }}
        describeFailure={(error) => ({
          message:
            readError(error).kind === 'network' ? t('errors.network') : t('agency.removeFailed'),
        })}
      />
    </Card>
  );
}
