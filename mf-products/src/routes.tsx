import { lazy, Suspense } from 'react';
import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { LoadingSkeleton } from '@mp/ui';
import { useProductsT } from './shared/useProductsT';

// One chunk per screen: opening one page of the area downloads only that page's code.
const CatalogueScreen = lazy(() =>
  import('./features/catalogue/CatalogueScreen').then((m) => ({ default: m.CatalogueScreen })),
);
const ProductScreen = lazy(() =>
  import('./features/product/ProductScreen').then((m) => ({ default: m.ProductScreen })),
);
const ManageProductsScreen = lazy(() =>
  import('./features/manage-products/ManageProductsScreen').then((m) => ({
    default: m.ManageProductsScreen,
  })),
);
const BookingsScreen = lazy(() =>
  import('./features/bookings/BookingsScreen').then((m) => ({ default: m.BookingsScreen })),
);

function ScreenLoading() {
  const { t } = useProductsT();
  return <LoadingSkeleton label={t('loadingScreen')} layout="page" />;
}

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="products" element={<CatalogueScreen />} />
        <Route path="products/:username/:productId" element={<ProductScreen variant="product" />} />
        <Route
          path="products/:username/:productId/edit"
          element={<ProductScreen variant="editProduct" />}
        />
        <Route path="products/create" element={<ManageProductsScreen variant="createProduct" />} />
        <Route path="products/draft" element={<ManageProductsScreen variant="drafts" />} />
        <Route path="products/live" element={<ManageProductsScreen variant="live" />} />
        <Route path="products/bookings" element={<BookingsScreen />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
