import { useEffect, useState } from 'react';
import { getOrganisationByName, type PublicProfile } from '@mp/contracts';
import { isAbort, readError, useApi } from '@mp/remote-kit';
import { Alert } from '@mp/ui';
import { Avatar } from '../../shared/Avatar';
import { useProfileT } from '../../shared/useProfileT';

/** Typing pauses this long before the name is looked up. */
export const LOOKUP_DELAY_MS = 500;

type Lookup =
  { status: 'idle' } | { status: 'found'; organisation: PublicProfile } | { status: 'failed' };

/**
 * The organisation customer already registered under a company name, other than the caller
 * (docs/users.md#organisation-customers); idle while the name is blank or the caller's own.
 */
function useOrganisationByName(companyName: string, own: { userId: string; name: string }) {
  const api = useApi();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const name = companyName.trim();
  const skip = name === '' || name.toLowerCase() === own.name.trim().toLowerCase();
  useEffect(() => {
    setLookup({ status: 'idle' });
    if (skip) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .call(getOrganisationByName, { query: { companyName: name }, signal: controller.signal })
        .then(
          (organisation) =>
            setLookup(
              organisation.userId === own.userId
                ? { status: 'idle' }
                : { status: 'found', organisation },
            ),
          (error: unknown) => {
            if (isAbort(error) || controller.signal.aborted) return;
            // No organisation of that name is the usual answer, not a failure.
            const { kind } = readError(error);
            setLookup(kind === 'notFound' ? { status: 'idle' } : { status: 'failed' });
          },
        );
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, name, skip, own.userId]);
  return lookup;
}

/**
 * Under an organisation's company name: when another organisation customer of the marketplace
 * already has that name, shows it and how to join it instead of keeping a second account.
 */
export function OrganisationMatch(props: {
  companyName: string;
  own: { userId: string; name: string; email: string };
}) {
  const { t } = useProfileT();
  const lookup = useOrganisationByName(props.companyName, props.own);
  return (
    <div aria-live="polite">
      {lookup.status === 'found' && (
        <Alert
          type="info"
          title={t('organisation.exists', { name: lookup.organisation.name })}
          className="mp-profile__organisation"
        >
          <p className="mp-profile__attached-user">
            <Avatar
              name={lookup.organisation.name}
              picture={lookup.organisation.profilePicture}
              size="medium"
            />
            <span>
              <strong>{lookup.organisation.name}</strong>
              {lookup.organisation.location !== '' && <> · {lookup.organisation.location}</>}
            </span>
          </p>
          <p>{t('organisation.join', { email: props.own.email })}</p>
        </Alert>
      )}
      {lookup.status === 'failed' && <p className="mp-field__hint">{t('organisation.failed')}</p>}
    </div>
  );
}
