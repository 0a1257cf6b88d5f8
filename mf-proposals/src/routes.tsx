import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { FavoritesScreen } from './features/favorites/FavoritesScreen';
import { InviteLinkScreen } from './features/invite-link/InviteLinkScreen';
import { MyProposalsScreen } from './features/my-proposals/MyProposalsScreen';
import { ReceivedProposalsScreen } from './features/received-proposals/ReceivedProposalsScreen';
import { SendProposalScreen } from './features/send-proposal/SendProposalScreen';
import { ShortListScreen } from './features/short-list/ShortListScreen';

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="freelancer/proposal" element={<SendProposalScreen />} />
      <Route path="freelancer/proposals" element={<MyProposalsScreen />} />
      <Route path="customer/list-all-proposals" element={<ReceivedProposalsScreen />} />
      <Route path="customer/invite" element={<InviteLinkScreen />} />
      <Route path="customer/short-list" element={<ShortListScreen />} />
      <Route path="customer/favorites" element={<FavoritesScreen />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
