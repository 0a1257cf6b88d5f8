import { render, screen } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { ProductsApp } from './App';

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/products', 'en', 'Products'],
  ['/products', 'de', 'Produkte'],
  ['/products/frankie/p-9', 'en', 'Product p-9'],
])('ProductsApp at %s in %s shows %s', async (path, lng, heading) => {
  render(
    <RemoteStage App={ProductsApp} i18n={await createStageI18n(lng, ProductsApp)} path={path} />,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
});
