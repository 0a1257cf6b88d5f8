import { useState } from 'react';
import {
  cancelBooking,
  listBookings,
  MILESTONE_STATUS,
  ROLES,
  type BookingParty,
  type BookingView,
} from '@mp/contracts';
import { Link } from '@mp/router';
import {
  AreaPage,
  LoadStatus,
  readError,
  useApi,
  useArea,
  useDates,
  useLoad,
  useSitePath,
} from '@mp/remote-kit';
import { Alert, Button, Card, ConfirmDialog, EmptyState, Money } from '@mp/ui';
import { useProductsLoadTexts } from '../../shared/load-texts';
import { bookingJobPath, bookingReviewPath } from '../../shared/paths';
import { CardSkeletons } from '../../shared/PriceTag';
import { SellerPicture } from '../../shared/SellerCard';
import { useProductsT } from '../../shared/useProductsT';

type Side = 'customer' | 'seller';

/**
 * `/products/bookings`: a seller's bookings of their products (with where to ship), a customer's
 * own bookings; each links to its job and can be cancelled while it may, and a completed one to
 * the reviews of its two parties (docs/products.md#screens).
 */
export function BookingsScreen() {
  const { t } = useProductsT();
  const { user } = useArea();
  const side: Side | null =
    user?.role === ROLES.freelancer ? 'seller' : user?.role === ROLES.customer ? 'customer' : null;
  return (
    <AreaPage screen="bookings" className="mp-products">
      {side === null ? (
        <EmptyState
          title={t(user === null ? 'product.signInToBook' : 'bookings.emptyBooked')}
          action={
            <Link className="mp-button mp-button--primary" to="/products">
              {t('bookings.browse')}
            </Link>
          }
        />
      ) : (
        <BookingsList side={side} />
      )}
    </AreaPage>
  );
}

function BookingsList({ side }: { side: Side }) {
  const { t } = useProductsT();
  const api = useApi();
  const { user } = useArea();
  const loadTexts = useProductsLoadTexts();
  const bookings = useLoad(
    async (signal) =>
      (
        await api.call(listBookings, {
          query: { as: side, with: 'product,customer,seller' },
          signal,
        })
      ).bookings,
    `${side}|${user?.id}`,
  );
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const heading = side === 'seller' ? t('bookings.sold') : t('bookings.booked');

  return (
    <section className="mp-products__own" aria-label={heading}>
      <h2 className="mp-products__title">{heading}</h2>
      <div aria-live="polite">
        {cancelled && <Alert type="success">{t('bookings.cancelled')}</Alert>}
      </div>
      {bookings.status === 'loading' ? (
        <>
          <p className="mp-visually-hidden">{t('bookings.loading')}</p>
          <CardSkeletons count={2} />
        </>
      ) : (
        <LoadStatus
          load={bookings}
          loadingLabel={t('bookings.loading')}
          errorMessage={t('bookings.loadFailed')}
          {...loadTexts}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title={side === 'seller' ? t('bookings.emptySold') : t('bookings.emptyBooked')}
              action={
                <Link className="mp-button mp-button--secondary" to="/products">
                  {t('bookings.browse')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <ul className="mp-products__list">
              {data.map((booking) => (
                <li key={booking.bookingId}>
                  <BookingCard
                    booking={booking}
                    side={side}
                    onCancel={() => {
                      setCancelled(false);
                      setCancelling(booking);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </LoadStatus>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('bookings.cancelTitle')}
        description={
          cancelling
            ? t(
                cancelling.paymentMethod === 'credits'
                  ? 'bookings.cancelCredits'
                  : 'bookings.cancelCard',
                { title: cancelling.product?.title ?? '' },
              )
            : undefined
        }
        confirmLabel={t('bookings.cancel')}
        cancelLabel={t('bookings.keep')}
        busyLabel={t('bookings.cancelling')}
        destructive
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await api.call(cancelBooking, {
            params: { bookingId: cancelling.bookingId },
            body: { milestoneId: cancelling.milestoneId },
          });
          setCancelling(null);
          setCancelled(true);
          bookings.reload();
        }}
        describeFailure={(error) => ({
          message: readError(error).reason ?? t('bookings.cancelFailed'),
        })}
      />
    </section>
  );
}

type PaymentState = 'unpaid' | 'underway' | 'paid' | 'delivered' | 'credits';

function paymentState(booking: BookingView): PaymentState {
  switch (booking.milestoneStatus) {
    case MILESTONE_STATUS.paymentPending:
      return 'underway';
    case MILESTONE_STATUS.paid:
      return booking.paymentMethod === 'credits' ? 'credits' : 'paid';
    case MILESTONE_STATUS.completed:
    case MILESTONE_STATUS.signedOff:
      return 'delivered';
    default:
      return 'unpaid';
  }
}

function Person({ label, person }: { label: string; person: BookingParty | undefined }) {
  if (!person) return null;
  return (
    <p className="mp-products__person">
      <SellerPicture seller={person} />
      <span>
        {label}: {person.name}
      </span>
    </p>
  );
}

function BookingCard({
  booking,
  side,
  onCancel,
}: {
  booking: BookingView;
  side: Side;
  onCancel: () => void;
}) {
  const { t } = useProductsT();
  const dates = useDates();
  const sitePath = useSitePath();
  const title = booking.product?.title ?? booking.productId;
  const other = side === 'seller' ? booking.customer : booking.seller;
  return (
    <Card className="mp-products__own-card">
      <div className="mp-products__own-body">
        <h3 className="mp-products__card-title">{title}</h3>
        <p className="mp-products__meta">
          <span className={`mp-products__badge mp-products__badge--${booking.status}`}>
            {t(`bookings.status.${booking.status}`)}
          </span>
          {booking.status !== 'cancelled' && (
            <span>{t(`bookings.payment.${paymentState(booking)}`)}</span>
          )}
          {booking.credits !== null ? (
            <span>{t('product.credits', { count: booking.credits })}</span>
          ) : (
            <Money minor={booking.amount} />
          )}
          <span>{t('bookings.bookedOn', { date: dates.calendar(booking.createdAt) })}</span>
          {booking.completedAt !== null && (
            <span>{t('bookings.completedOn', { date: dates.calendar(booking.completedAt) })}</span>
          )}
        </p>
        {side === 'seller' ? (
          <Person label={t('bookings.customer')} person={booking.customer} />
        ) : (
          <Person label={t('bookings.seller')} person={booking.seller} />
        )}
        {booking.shipment && (
          <p className="mp-products__meta">
            {t('bookings.shipTo')}: {booking.shipment.fullName}, {booking.shipment.phoneNumber},{' '}
            {booking.shipment.shippingAddress} ({booking.shipment.name})
          </p>
        )}
        <div className="mp-products__actions">
          {booking.status === 'completed' && (
            <Link
              className="mp-button mp-button--primary"
              to={sitePath(bookingReviewPath(side, booking.jobId))}
              aria-label={t('bookings.reviewNamed', { name: other?.name ?? '', title })}
            >
              {t('bookings.review')}
            </Link>
          )}
          <Link
            className="mp-button mp-button--secondary"
            to={sitePath(bookingJobPath(side, booking.jobId))}
            aria-label={t('bookings.openJobNamed', { title })}
          >
            {t('bookings.openJob')}
          </Link>
          {booking.cancellable && (
            <Button
              variant="secondary"
              aria-label={t('bookings.cancelNamed', { title })}
              onClick={onCancel}
            >
              {t('bookings.cancel')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
