import { useState } from 'react';
import type { Product, PublicProfile } from '@mp/contracts';
import { Link } from '@mp/router';
import { LoadStatus, readError, useApi, useArea, useLoad } from '@mp/remote-kit';
import { Alert, Button, Money } from '@mp/ui';
import { loadSellers, loadServices, submitForApproval } from '../../shared/api';
import { ApprovalBadge, NotLiveNotice } from '../../shared/ApprovalBadge';
import { useProductsLoadTexts } from '../../shared/load-texts';
import { editProductPath } from '../../shared/paths';
import { PriceTag } from '../../shared/PriceTag';
import { ProductImage, ProductVideo } from '../../shared/ProductImage';
import { SellerCard } from '../../shared/SellerCard';
import { BookAction } from '../booking/BookAction';
import { ProductConversations } from '../booking/ProductConversations';
import { ProductOrders } from '../booking/ProductOrders';
import { useProductsT } from '../../shared/useProductsT';

/** A product's page: gallery, prices, what is included, the seller and the owner's actions. */
export function ProductDetails({
  product,
  onChange,
}: {
  product: Product;
  onChange: (product: Product) => void;
}) {
  const { t } = useProductsT();
  const api = useApi();
  const { user } = useArea();
  const loadTexts = useProductsLoadTexts();
  const seller = useLoad(
    async (signal) => (await loadSellers(api, [product.authorId], signal)).get(product.authorId),
    product.authorId,
  );
  const services = useLoad((signal) => loadServices(api, signal), 'services');
  const service = services.data?.find((entry) => entry.id === product.serviceId);
  const isOwner = user?.id === product.authorId;

  return (
    <article className="mp-products__detail" aria-labelledby="mp-products-title">
      <div className="mp-products__detail-main">
        <h2 id="mp-products-title" className="mp-products__title">
          {product.title}
        </h2>
        {isOwner && (
          <OwnerActions product={product} seller={seller.data ?? undefined} onChange={onChange} />
        )}
        <Gallery product={product} />
        {product.description && <p className="mp-products__description">{product.description}</p>}
      </div>
      <aside className="mp-products__detail-side">
        <dl className="mp-products__facts">
          <dt>{t('product.price')}</dt>
          <dd>
            <PriceTag product={product} />
          </dd>
          {product.credits !== null && (
            <>
              <dt>{t('product.creditsPrice')}</dt>
              <dd>{t('product.credits', { count: product.credits })}</dd>
            </>
          )}
          {product.duration !== null && (
            <>
              <dt>{t('product.duration')}</dt>
              <dd>{t('product.minutes', { count: product.duration })}</dd>
            </>
          )}
          {service && (
            <>
              <dt>{t('product.service')}</dt>
              <dd>{service.name}</dd>
            </>
          )}
        </dl>
        {!isOwner && (
          <div className="mp-products__actions">
            <BookAction product={product} />
          </div>
        )}
        {product.shipmentOptions.length > 0 && (
          <section aria-labelledby="mp-products-shipping">
            <h3 id="mp-products-shipping">{t('product.shipping')}</h3>
            <ul className="mp-products__shipping">
              {product.shipmentOptions.map((option) => (
                <li key={option.shipmentFeeId}>
                  {option.name}:{' '}
                  {option.price === 0 ? t('product.freeShipping') : <Money minor={option.price} />}
                </li>
              ))}
            </ul>
          </section>
        )}
        <LoadStatus
          load={seller}
          loadingLabel={t('product.loadingSeller')}
          errorMessage={t('product.sellerFailed')}
          {...loadTexts}
          isEmpty={(data) => data === undefined}
          empty={null}
        >
          {(data) => data && <SellerCard seller={data} />}
        </LoadStatus>
        {isOwner && product.stage === 'live' && <ProductOrders product={product} />}
        <ProductConversations product={product} />
      </aside>
    </article>
  );
}

function Gallery({ product }: { product: Product }) {
  const { t } = useProductsT();
  const [shown, setShown] = useState(0);
  const images = product.images;
  if (images.length === 0 && product.videos.length === 0) return null;
  const current = images[Math.min(shown, images.length - 1)];
  return (
    <section className="mp-products__gallery" aria-label={t('product.gallery')}>
      {current && (
        <ProductImage
          file={current}
          alt={t('product.imageOf', { title: product.title, index: shown + 1 })}
          className="mp-products__gallery-main"
        />
      )}
      {images.length > 1 && (
        <ul className="mp-products__thumbs">
          {images.map((image, index) => (
            <li key={image.key}>
              <button
                type="button"
                className="mp-products__thumb"
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <ProductImage file={image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {product.videos.map((video, index) => (
        <ProductVideo
          key={video.key}
          file={video}
          label={t('product.videoOf', { title: product.title, index: index + 1 })}
        />
      ))}
    </section>
  );
}

function OwnerActions({
  product,
  seller,
  onChange,
}: {
  product: Product;
  seller: PublicProfile | undefined;
  onChange: (product: Product) => void;
}) {
  const { t } = useProductsT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onChange(await submitForApproval(api, product.productId));
    } catch (error) {
      setFailure(readError(error).reason ?? t('manage.submitFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mp-products__owner">
      <p className="mp-products__meta">
        <ApprovalBadge product={product} />
        {product.approvalReason && (
          <span>{t('manage.reason', { reason: product.approvalReason })}</span>
        )}
      </p>
      <NotLiveNotice product={product} />
      <div className="mp-products__actions">
        <Link
          className="mp-button mp-button--secondary"
          to={editProductPath(seller?.username ?? product.authorId, product.productId)}
        >
          {t('manage.edit')}
        </Link>
        {product.stage === 'draft' && (
          <Button
            loading={busy}
            loadingLabel={t('manage.submitting')}
            onClick={() => void submit()}
          >
            {t('manage.submit')}
          </Button>
        )}
      </div>
      {failure && <Alert type="error">{failure}</Alert>}
    </div>
  );
}
