import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { LoadingSkeleton } from '@mp/ui';
import { NAMESPACE } from './locales';

// One chunk per screen: opening one page of the area downloads only that page's code.
const SendProposalScreen = lazy(() =>
  import('./features/send-proposal/SendProposalScreen').then((m) => ({
    default: m.SendProposalScreen,
  })),
);
const MyProposalsScreen = lazy(() =>
  import('./features/my-proposals/MyProposalsScreen').then((m) => ({
    default: m.MyProposalsScreen,
  })),
);
const ReceivedProposalsScreen = lazy(() =>
  import('./features/received-proposals/ReceivedProposalsScreen').then((m) => ({
    default: m.ReceivedProposalsScreen,
  })),
);
const InviteLinkScreen = lazy(() =>
  import('./features/invite-link/InviteLinkScreen').then((m) => ({ default: m.InviteLinkScreen })),
);
const ShortListScreen = lazy(() =>
  import('./features/short-list/ShortListScreen').then((m) => ({ default: m.ShortListScreen })),
);
const FavoritesScreen = lazy(() =>
  import('./features/favorites/FavoritesScreen').then((m) => ({ default: m.FavoritesScreen })),
);

function ScreenLoading() {
  const { t } = useTranslation(NAMESPACE);
  return <LoadingSkeleton label={t('loadingScreen')} layout="page" />;
}

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="freelancer/proposal" element={<SendProposalScreen />} />
        <Route path="freelancer/proposals" element={<MyProposalsScreen />} />
        <Route path="customer/list-all-proposals" element={<ReceivedProposalsScreen />} />
        <Route path="customer/invite" element={<InviteLinkScreen />} />
        <Route path="customer/short-list" element={<ShortListScreen />} />
        <Route path="customer/favorites" element={<FavoritesScreen />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
