import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@mp/router';
import {
  getPublicUser,
  searchPublic,
  type ApiClient,
  type Product,
  type PublicProfile,
  type SearchHit,
} from '@mp/contracts';
import { useLoad } from '@mp/remote-kit';
import { Money } from '@mp/ui';
import { useSession } from '../../features/session/context';

export const FEATURED_PRODUCTS_SHOWN = 4;

interface FeaturedProduct {
  product: Product;
  seller: PublicProfile;
}

function isProduct(source: SearchHit['_source']): boolean {
  return (
    typeof source.productId === 'string' &&
    typeof source.title === 'string' &&
    typeof source.authorId === 'string' &&
    typeof source.price === 'number'
  );
}

/**
 * The newest live products of the public products search (docs/products.md#search: the public
 * route answers live products only) with their
 * sellers, whose usernames their pages need; a product whose seller cannot be read is left out.
 */
export async function loadFeaturedProducts(
  http: ApiClient,
  signal: AbortSignal,
): Promise<FeaturedProduct[]> {
  const answer = await http.call(searchPublic, {
    body: { index: 'products', size: FEATURED_PRODUCTS_SHOWN },
    signal,
  });
  const products = answer.hits.hits
    .map((hit) => hit._source)
    .filter(isProduct) as unknown as Product[];
  const sellerIds = [...new Set(products.map((product) => product.authorId))];
  const settled = await Promise.allSettled(
    sellerIds.map((id) => http.call(getPublicUser, { params: { id }, signal })),
  );
  const sellers = new Map<string, PublicProfile>();
  settled.forEach((result, index) => {
    const id = sellerIds[index];
    if (result.status === 'fulfilled' && id !== undefined) sellers.set(id, result.value);
  });
  return products.flatMap((product) => {
    const seller = sellers.get(product.authorId);
    return seller ? [{ product, seller }] : [];
  });
}

function ProductCard({ product, seller }: FeaturedProduct) {
  const { t } = useTranslation();
  const path = `/products/${encodeURIComponent(seller.username)}/${encodeURIComponent(product.productId)}`;
  return (
    <li className="mp-home-card mp-home-card--product">
      <h3 className="mp-home-card__title">
        <Link className="mp-home-card__link" to={path}>
          {product.title}
        </Link>
      </h3>
      <p className="mp-home-card__meta">{t('home.products.seller', { name: seller.name })}</p>
      <p className="mp-home-card__price">
        {product.offerPrice !== null ? (
          <>
            <Money minor={product.offerPrice} />{' '}
            <del>
              <span className="mp-visually-hidden">{t('home.products.was')} </span>
              <Money minor={product.price} />
            </del>
          </>
        ) : (
          <Money minor={product.price} />
        )}
      </p>
    </li>
  );
}

/** Services to book: shown only when the products remote is on and live products exist. */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const { http } = useSession();
  const headingId = useId();
  const found = useLoad((signal) => loadFeaturedProducts(http, signal), 'featured-products');
  const items = found.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="mp-home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.products.heading')}</h2>
      <ul className="mp-home-grid mp-home-grid--product">
        {items.map((item) => (
          <ProductCard key={item.product.productId} {...item} />
        ))}
      </ul>
      <p className="mp-home-section__more">
        <Link to="/products">{t('home.products.all')}</Link>
      </p>
    </section>
  );
}
