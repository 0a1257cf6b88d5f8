import type { ReactNode } from 'react';
import type { PublicProfile } from '@mp/contracts';
import { Card, useMoney, VerifiedBadge } from '@mp/ui';
import type { Catalog } from './api';
import { Avatar } from './Avatar';
import { CoverBanner } from './CoverBanner';
import { serviceNames, skillNames } from './catalog-names';
import { useProfileT } from './useProfileT';

function Chips({ label, names }: { label: string; names: string[] }) {
  return (
    <ul className="mp-profile__chips" aria-label={label}>
      {names.map((name) => (
        <li key={name} className="mp-profile__chip">
          {name}
        </li>
      ))}
    </ul>
  );
}

function ReferenceList({ profile }: { profile: PublicProfile }) {
  const { t } = useProfileT();
  const groups = profile.references.filter((group) => group.references.length > 0);
  if (groups.length === 0) return null;
  return (
    <Card heading={t('view.references')} headingLevel={3}>
      {groups.map((group) => (
        <section key={group.type} className="mp-profile__references">
          <h4>{t(`view.referenceTypes.${group.type}`, { defaultValue: group.type })}</h4>
          <ul className="mp-profile__reference-list">
            {group.references.map((reference, index) => {
              const text = (key: string) =>
                typeof reference[key] === 'string' ? (reference[key] as string) : '';
              const role = [text('position'), text('company')].filter(Boolean).join(', ');
              const rating = typeof reference.rating === 'number' ? reference.rating : null;
              return (
                <li key={`${text('name')}-${index}`} className="mp-profile__reference">
                  <div>
                    <strong>{text('name')}</strong>
                    {role && <span>{` · ${role}`}</span>}
                    {text('relationship') && <p>{text('relationship')}</p>}
                    {text('text') && <p>{text('text')}</p>}
                    {rating !== null && <p>{t('view.rating', { rating })}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Card>
  );
}

/** A freelancer's (or customer's) public profile: what customers and visitors see. */
export function ProfileView({
  profile,
  catalog,
  actions,
}: {
  profile: PublicProfile;
  catalog: Catalog | null;
  actions?: ReactNode;
}) {
  const { t } = useProfileT();
  const money = useMoney();
  const services = serviceNames(catalog, profile.services);
  const skills = skillNames(catalog, profile.skills);
  const rate = profile.hourlyRate === null ? null : money.format(profile.hourlyRate);
  return (
    <div className="mp-profile__view">
      {profile.coverImageProfile && (
        <CoverBanner fileKey={profile.coverImageProfile} name={profile.name} />
      )}
      <Card>
        <div className="mp-profile__summary">
          <Avatar name={profile.name} picture={profile.profilePicture} />
          <div className="mp-profile__summary-text">
            <h2 className="mp-profile__name">{profile.name}</h2>
            {profile.verified && <VerifiedBadge label={t('view.verified')} />}
            {profile.title && <p className="mp-profile__title">{profile.title}</p>}
            <dl className="mp-profile__facts">
              {rate !== null && (
                <div>
                  <dt>{t('view.rate')}</dt>
                  <dd>{t('view.ratePerHour', { rate })}</dd>
                </div>
              )}
              {profile.location && (
                <div>
                  <dt>{t('view.location')}</dt>
                  <dd>{profile.location}</dd>
                </div>
              )}
            </dl>
          </div>
        </div>
        {actions && <div className="mp-profile__actions">{actions}</div>}
      </Card>
      {profile.description && (
        <Card heading={t('view.about')} headingLevel={3}>
          <p className="mp-profile__description">{profile.description}</p>
        </Card>
      )}
      {(services.length > 0 || skills.length > 0) && (
        <Card heading={t('view.servicesAndSkills')} headingLevel={3}>
          {services.length > 0 && <Chips label={t('view.services')} names={services} />}
          {skills.length > 0 && <Chips label={t('view.skills')} names={skills} />}
        </Card>
      )}
      <ReferenceList profile={profile} />
    </div>
  );
}
