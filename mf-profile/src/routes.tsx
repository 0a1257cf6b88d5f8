import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { ProfileScreen } from './features/profile/ProfileScreen';
import { SettingsScreen } from './features/settings/SettingsScreen';

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="freelancer/profile" element={<ProfileScreen variant="myProfile" />} />
      <Route
        path="freelancer/profile/:username"
        element={<ProfileScreen variant="publicProfile" />}
      />
      <Route path="freelancer/profile/:username/hire" element={<ProfileScreen variant="hire" />} />
      <Route path="customer/profile" element={<ProfileScreen variant="customerProfile" />} />
      <Route path="freelancer/setting" element={<SettingsScreen />} />
      <Route path="customer/setting" element={<SettingsScreen />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
