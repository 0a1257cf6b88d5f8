import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { InboxScreen } from './features/inbox/InboxScreen';
import { MeetScreen } from './features/meet/MeetScreen';

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="freelancer/inbox" element={<InboxScreen variant="inbox" />} />
      <Route path="customer/inbox" element={<InboxScreen variant="inbox" />} />
      <Route path="freelancer/inbox/:channelId" element={<InboxScreen variant="conversation" />} />
      <Route path="customer/inbox/:channelId" element={<InboxScreen variant="conversation" />} />
      <Route path="freelancer/meet" element={<MeetScreen />} />
      <Route path="customer/meet" element={<MeetScreen />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
