import { useState } from 'react';
import { ROLES, type Product } from '@mp/contracts';
import { Link, useLocation, useNavigate } from '@mp/router';
import { useArea, useSitePath } from '@mp/remote-kit';
import { Button } from '@mp/ui';
import { bookingJobPath } from '../../shared/paths';
import { useProductsT } from '../../shared/useProductsT';
import { BookingDialog } from './BookingDialog';

/**
 * The product page's book button: customers book a live product in a dialog and land on the
 * booking's job with the 'booking successful' toast; signed-out visitors are asked to sign in.
 */
export function BookAction({ product }: { product: Product }) {
  const { t } = useProductsT();
  const { user } = useArea();
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!product.isLive) return null;
  if (user === null) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link className="mp-button mp-button--primary" to={`/login?redirect=${back}`}>
        {t('product.signInToBook')}
      </Link>
    );
  }
  if (user.role !== ROLES.customer) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('product.book')}</Button>
      {open && (
        <BookingDialog
          product={product}
          open={open}
          onClose={() => setOpen(false)}
          onBooked={(booked) =>
            navigate(
              sitePath(`${bookingJobPath('customer', booked.jobId)}&toast=booking-successful`),
            )
          }
        />
      )}
    </>
  );
}
