import { lazy, Suspense } from 'react';
import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { LoadingSkeleton } from '@mp/ui';
import { useProfileT } from './shared/useProfileT';

// One chunk per screen: opening one page of the area downloads only that page's code.
const MyProfileScreen = lazy(() =>
  import('./features/my-profile/MyProfileScreen').then((m) => ({ default: m.MyProfileScreen })),
);
const PublicProfileScreen = lazy(() =>
  import('./features/public-profile/PublicProfileScreen').then((m) => ({
    default: m.PublicProfileScreen,
  })),
);
const CustomerProfileScreen = lazy(() =>
  import('./features/customer-profile/CustomerProfileScreen').then((m) => ({
    default: m.CustomerProfileScreen,
  })),
);

const SettingsScreen = lazy(() =>
  import('./features/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
);

const AdminFreelancersScreen = lazy(() =>
  import('./features/on-behalf/AdminFreelancersScreen').then((m) => ({
    default: m.AdminFreelancersScreen,
  })),
);
const OnBehalfProfileScreen = lazy(() =>
  import('./features/on-behalf/OnBehalfProfileScreen').then((m) => ({
    default: m.OnBehalfProfileScreen,
  })),
);

function ScreenLoading() {
  const { t } = useProfileT();
  return <LoadingSkeleton label={t('loading.screen')} layout="detail" />;
}

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="freelancer/profile" element={<MyProfileScreen />} />
        <Route path="freelancer/profile/:username" element={<PublicProfileScreen mode="view" />} />
        <Route
          path="freelancer/profile/:username/hire"
          element={<PublicProfileScreen mode="hire" />}
        />
        <Route path="customer/profile" element={<CustomerProfileScreen />} />
        <Route path="freelancer/setting" element={<SettingsScreen />} />
        <Route path="customer/setting" element={<SettingsScreen />} />
        <Route path="admin/freelancers" element={<AdminFreelancersScreen />} />
        <Route path="admin/freelancers/:userId/profile" element={<OnBehalfProfileScreen />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
