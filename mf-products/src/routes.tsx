import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { BookingsScreen } from './features/bookings/BookingsScreen';
import { CatalogueScreen } from './features/catalogue/CatalogueScreen';
import { ManageProductsScreen } from './features/manage-products/ManageProductsScreen';
import { ProductScreen } from './features/product/ProductScreen';

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
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
  );
}
