import type { Service } from '@mp/contracts';
import { useShell } from '../../shell-context';
import { FeaturedFreelancers } from './FeaturedFreelancers';
import { FeaturedProducts } from './FeaturedProducts';
import type { ServicesLoad } from './HeroSearch';
import { ServiceCategories } from './ServiceCategories';
import { TrustFigures } from './TrustFigures';

const NO_SERVICES: readonly Service[] = [];

/**
 * The home page's sections that need data: services, featured freelancers and products, trust
 * figures. One lazy chunk, mounted once the page is idle (docs/home.md).
 */
export function HomeSections({ services }: { services: ServicesLoad }) {
  const { enabledRemotes, featuresReady } = useShell();
  const productsOn = featuresReady !== false && enabledRemotes.includes('mf_products');
  return (
    <>
      <ServiceCategories services={services} />
      <FeaturedFreelancers services={services.data ?? NO_SERVICES} />
      {productsOn ? <FeaturedProducts /> : null}
      <TrustFigures />
    </>
  );
}
