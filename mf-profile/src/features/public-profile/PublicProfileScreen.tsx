import { FREELANCER_ROLES, ROLES, type PublicProfile } from '@mp/contracts';
import { Link, useParams } from '@mp/router';
import { AreaPage, LoadStatus, useApi, useArea, useLoad } from '@mp/remote-kit';
import type { ReactNode } from 'react';
import { EmptyState, PageHeader } from '@mp/ui';
import { loadCatalog, loadPublicProfile, type Catalog } from '../../shared/api';
import { ProfileView } from '../../shared/ProfileView';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { ActivityFeed } from '../activity/ActivityFeed';
import { CvDownload } from '../cv/CvDownload';
import { useCountView } from '../profile-views/useCountView';
import { ProfileReviews } from '../reviews/ProfileReviews';
import { AgencyMembers } from '../agency/AgencyMembers';
import { Portfolio } from '../portfolio/Portfolio';
import { HirePanel } from './HirePanel';

async function catalogOrNull(
  api: ReturnType<typeof useApi>,
  signal: AbortSignal,
): Promise<Catalog | null> {
  // Names of services and skills are a nicety: the profile shows without them.
  try {
    return await loadCatalog(api, signal);
  } catch {
    return null;
  }
}

/** Signed-out visitors get the page without the area's menu (its entries need an account). */
function Page({ screen, children }: { screen: 'hire' | 'publicProfile'; children: ReactNode }) {
  const { t } = useProfileT();
  const { user } = useArea();
  const params = useParams();
  if (user) return <AreaPage screen={screen}>{children}</AreaPage>;
  return (
    <div className="mp-area">
      <PageHeader
        heading={t(`screens.${screen}.title`, params)}
        description={t(`screens.${screen}.description`, params)}
      />
      {children}
    </div>
  );
}

/** Edit (the owner), hire (customers and visitors) and the CV download under a profile. */
function ProfileActions({
  profile,
  own,
  mode,
}: {
  profile: PublicProfile;
  own: boolean;
  mode: 'view' | 'hire';
}) {
  const { t } = useProfileT();
  const { user } = useArea();
  const isFreelancer = profile.roles === ROLES.freelancer;
  const canHire = isFreelancer && user?.role !== ROLES.freelancer;
  // Customers and administrators may generate any freelancer's CV; freelancers their own.
  const canGenerateCv = isFreelancer && user !== null && (own || user.role !== ROLES.freelancer);
  return (
    <>
      {own ? (
        <Link className="mp-button mp-button--secondary" to="/freelancer/profile">
          {t('public.edit')}
        </Link>
      ) : mode === 'view' && canHire ? (
        <Link
          className="mp-button mp-button--primary"
          to={`/freelancer/profile/${encodeURIComponent(profile.username)}/hire`}
        >
          {t('public.hire', { name: profile.name })}
        </Link>
      ) : null}
      {canGenerateCv && <CvDownload userId={profile.userId} username={profile.username} />}
    </>
  );
}

/**
 * /freelancer/profile/{username} (anyone, signed out too) and, in hire mode,
 * /freelancer/profile/{username}/hire.
 */
export function PublicProfileScreen({ mode }: { mode: 'view' | 'hire' }) {
  const { t } = useProfileT();
  const loadTexts = useProfileLoadTexts();
  const api = useApi();
  const { user } = useArea();
  const username = useParams().username ?? '';
  const load = useLoad(
    async (signal) => {
      const [profile, catalog] = await Promise.all([
        loadPublicProfile(api, username, signal),
        catalogOrNull(api, signal),
      ]);
      return { profile, catalog };
    },
    `${username}:${user?.id ?? ''}`,
  );
  const screen = mode === 'hire' ? 'hire' : 'publicProfile';
  const viewed = load.status === 'ready' ? load.data.profile : null;
  useCountView(
    viewed !== null &&
      user !== null &&
      viewed.roles === ROLES.freelancer &&
      viewed.userId !== user.id
      ? viewed.userId
      : null,
  );

  if (load.status === 'error' && load.error.kind === 'notFound') {
    return (
      <Page screen={screen}>
        <EmptyState
          title={t('public.notFound', { username })}
          description={t('public.notFoundText')}
          action={<Link to="/">{t('public.home')}</Link>}
        />
      </Page>
    );
  }
  return (
    <Page screen={screen}>
      <LoadStatus load={load} {...loadTexts}>
        {({ profile, catalog }) => {
          const own = user !== null && profile.userId === user.id;
          const isFreelancer = profile.roles === ROLES.freelancer;
          return (
            <div className="mp-profile">
              <ProfileView
                profile={profile}
                catalog={catalog}
                actions={<ProfileActions profile={profile} own={own} mode={mode} />}
              />
              {mode === 'view' && <ProfileReviews userId={profile.userId} />}
              {mode === 'view' && isFreelancer && (
                <Portfolio userId={profile.userId} editable={false} />
              )}
              {mode === 'view' &&
                isFreelancer &&
                profile.freelancerRole === FREELANCER_ROLES.agencyCompany && (
                  <AgencyMembers ownerId={profile.userId} />
                )}
              {mode === 'view' && isFreelancer && (
                <ActivityFeed userId={profile.userId} own={own} />
              )}
              {mode === 'hire' && !own && <HirePanel profile={profile} />}
            </div>
          );
        }}
      </LoadStatus>
    </Page>
  );
}
