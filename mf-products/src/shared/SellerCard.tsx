import type { PublicProfile } from '@mp/contracts';
import { Link } from '@mp/router';
import { useProductsT } from './useProductsT';

function initialsOf(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** A person's picture, or their initials when they have none. */
export function SellerPicture({
  seller,
}: {
  seller: Pick<PublicProfile, 'name' | 'profilePicture'>;
}) {
  if (seller.profilePicture) {
    return <img className="mp-products__avatar" src={seller.profilePicture} alt="" />;
  }
  return (
    <span className="mp-products__avatar" aria-hidden="true">
      {initialsOf(seller.name)}
    </span>
  );
}

/** The seller beside a product: picture, name, title and a link to the profile. */
export function SellerCard({ seller }: { seller: PublicProfile }) {
  const { t } = useProductsT();
  const profilePath = `/freelancer/profile/${encodeURIComponent(seller.username)}`;
  return (
    <section className="mp-products__seller" aria-labelledby="mp-products-seller">
      <h2 id="mp-products-seller" className="mp-products__seller-heading">
        {t('product.seller')}
      </h2>
      <div className="mp-products__seller-body">
        <SellerPicture seller={seller} />
        <div>
          <p className="mp-products__seller-name">{seller.name}</p>
          {seller.title && <p className="mp-products__muted">{seller.title}</p>}
          <Link to={profilePath}>{t('product.sellerProfile', { name: seller.name })}</Link>
        </div>
      </div>
    </section>
  );
}
