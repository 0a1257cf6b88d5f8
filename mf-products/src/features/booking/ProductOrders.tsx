import { listOrders, type Product } from '@mp/contracts';
import { Link } from '@mp/router';
import { LoadStatus, useApi, useDates, useLoad, useSitePath } from '@mp/remote-kit';
import { Money } from '@mp/ui';
import { useProductsLoadTexts } from '../../shared/load-texts';
import { bookingJobPath } from '../../shared/paths';
import { SellerPicture } from '../../shared/SellerCard';
import { useProductsT } from '../../shared/useProductsT';

/**
 * The seller's orders of this product on its page (GET /apis/actions/product-orders
 * ?productId): who booked it, where to ship, and each booking's job.
 */
export function ProductOrders({ product }: { product: Product }) {
  const { t } = useProductsT();
  const dates = useDates();
  const api = useApi();
  const sitePath = useSitePath();
  const loadTexts = useProductsLoadTexts();
  const orders = useLoad(
    async (signal) =>
      (await api.call(listOrders, { query: { productId: product.productId }, signal })).bookings,
    product.productId,
  );
  return (
    <section aria-labelledby="mp-products-orders">
      <h3 id="mp-products-orders">{t('orders.title')}</h3>
      <LoadStatus
        load={orders}
        loadingLabel={t('bookings.loading')}
        errorMessage={t('bookings.loadFailed')}
        {...loadTexts}
        isEmpty={(data) => data.length === 0}
        empty={<p className="mp-products__meta">{t('bookings.emptySold')}</p>}
      >
        {(data) => (
          <ul className="mp-products__shipping">
            {data.map((order) => (
              <li key={order.bookingId} className="mp-products__person">
                {order.customer && <SellerPicture seller={order.customer} />}
                <span>
                  <Link to={sitePath(bookingJobPath('seller', order.jobId))}>
                    {t('orders.by', {
                      name: order.customer?.name ?? '',
                      date: dates.calendar(order.createdAt),
                    })}
                  </Link>{' '}
                  {order.credits === null ? (
                    <Money minor={order.amount} />
                  ) : (
                    t('product.credits', { count: order.credits })
                  )}{' '}
                  {t(`bookings.status.${order.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </LoadStatus>
    </section>
  );
}
