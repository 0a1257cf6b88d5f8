import { lazy, Suspense } from 'react';
import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { LoadingSkeleton } from '@mp/ui';
import { useMessagingT } from './features/inbox/useMessagingT';

// Each screen loads on its own chunk: the area's first download stays small.
const InboxScreen = lazy(() =>
  import('./features/inbox/InboxScreen').then((m) => ({ default: m.InboxScreen })),
);
const MeetScreen = lazy(() =>
  import('./features/meet/MeetScreen').then((m) => ({ default: m.MeetScreen })),
);

function ScreenLoading() {
  const { t } = useMessagingT();
  return <LoadingSkeleton label={t('inbox.loading')} layout="page" />;
}

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="freelancer/inbox" element={<InboxScreen variant="inbox" />} />
        <Route path="customer/inbox" element={<InboxScreen variant="inbox" />} />
        <Route
          path="freelancer/inbox/:channelId"
          element={<InboxScreen variant="conversation" />}
        />
        <Route path="customer/inbox/:channelId" element={<InboxScreen variant="conversation" />} />
        <Route path="freelancer/meet" element={<MeetScreen />} />
        <Route path="customer/meet" element={<MeetScreen />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
