import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { FindFreelancersScreen } from './features/find-freelancers/FindFreelancersScreen';
import { MyJobsScreen } from './features/my-jobs/MyJobsScreen';
import { PostJobScreen } from './features/post-job/PostJobScreen';
import { SearchJobsScreen } from './features/search-jobs/SearchJobsScreen';
import { ShiftsScreen } from './features/shifts/ShiftsScreen';

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
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
  );
}
