import { lazy, Suspense } from 'react';
import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { LoadingSkeleton } from '@mp/ui';
import { useJobsT } from './shared/useJobsT';

// One chunk per screen: opening one page of the area downloads only that page's code.
const PostJobScreen = lazy(() =>
  import('./features/post-job/PostJobScreen').then((m) => ({ default: m.PostJobScreen })),
);
const MyJobsScreen = lazy(() =>
  import('./features/my-jobs/MyJobsScreen').then((m) => ({ default: m.MyJobsScreen })),
);
const SearchJobsScreen = lazy(() =>
  import('./features/search-jobs/SearchJobsScreen').then((m) => ({ default: m.SearchJobsScreen })),
);
const FindFreelancersScreen = lazy(() =>
  import('./features/find-freelancers/FindFreelancersScreen').then((m) => ({
    default: m.FindFreelancersScreen,
  })),
);
const ShiftsScreen = lazy(() =>
  import('./features/shifts/ShiftsScreen').then((m) => ({ default: m.ShiftsScreen })),
);

function ScreenLoading() {
  const { t } = useJobsT();
  return <LoadingSkeleton label={t('common.loadingScreen')} layout="page" />;
}

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="post-job" element={<PostJobScreen variant="postJob" />} />
        <Route path="post" element={<PostJobScreen variant="quickPost" />} />
        <Route path="post-form" element={<PostJobScreen variant="postForm" />} />
        <Route path="customer/jobs" element={<MyJobsScreen />} />
        <Route path="freelancer/search-jobs" element={<SearchJobsScreen />} />
        <Route
          path="customer/cl-search"
          element={<FindFreelancersScreen variant="findFreelancers" />}
        />
        <Route
          path="freelancers/:serviceName"
          element={<FindFreelancersScreen variant="serviceFreelancers" />}
        />
        <Route path="shifts" element={<ShiftsScreen />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
