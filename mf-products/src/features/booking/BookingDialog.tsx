import { useState, type FormEvent } from 'react';
import { bookProduct, type BookProductResponse, type Product } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { Alert, Button, Dialog, Money, SelectField, TextArea, TextField } from '@mp/ui';
import { useProductsT } from '../../shared/useProductsT';
import {
  bookingBody,
  cardTotal,
  checkBooking,
  draftFieldOf,
  newBookingDraft,
  ships,
  type BookingDraft,
  type BookingField,
  type BookingProblems,
} from './booking-form';

export interface BookingDialogProps {
  product: Product;
  open: boolean;
  onClose: () => void;
  onBooked: (booked: BookProductResponse) => void;
}

/**
 * Booking a product (docs/products.md#bookings): the seller's terms, card or credits, and where
 * to ship when the product ships. The server's refusals (credits short, survey missing, a field)
 * show inside; the dialog stays open until the booking is made.
 */
export function BookingDialog({ product, open, onClose, onBooked }: BookingDialogProps) {
  const { t } = useProductsT();
  const api = useApi();
  const [draft, setDraft] = useState<BookingDraft>(() => newBookingDraft(product));
  const [problems, setProblems] = useState<BookingProblems>({});
  const [serverFields, setServerFields] = useState<Partial<Record<BookingField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
    setServerFields((current) => ({ ...current, [key]: undefined }));
  };
  const errorOf = (field: BookingField) => {
    const problem = problems[field];
    return problem ? t(`booking.problems.${problem}`) : serverFields[field];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkBooking(product, draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onBooked(await api.call(bookProduct, { body: bookingBody(product, draft) }));
    } catch (error) {
      const read = readError(error);
      const fields: Partial<Record<BookingField, string>> = {};
      for (const [path, message] of Object.entries(read.fields)) {
        const field = draftFieldOf(path);
        if (field) fields[field] = message;
      }
      setServerFields(fields);
      setFailure(read.reason ?? t(`errors.${read.kind}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t('booking.title', { title: product.title })}
      closeLabel={t('common.cancel')}
      size="medium"
    >
      <form className="mp-products__booking" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="mp-products__fieldset">
          <legend className="mp-field__label">{t('booking.payWith')}</legend>
          <label className="mp-products__check">
            <input
              type="radio"
              name="paymentMethod"
              value="card"
              checked={draft.paymentMethod === 'card'}
              onChange={() => set('paymentMethod', 'card')}
            />
            <span>
              {t('booking.card')} <Money minor={cardTotal(product, draft)} />
            </span>
          </label>
          {product.credits !== null && (
            <label className="mp-products__check">
              <input
                type="radio"
                name="paymentMethod"
                value="credits"
                checked={draft.paymentMethod === 'credits'}
                onChange={() => set('paymentMethod', 'credits')}
              />
              <span>
                {t('booking.withCredits')} {t('product.credits', { count: product.credits })}
              </span>
            </label>
          )}
        </fieldset>
        {ships(product) && (
          <ShippingFields product={product} draft={draft} set={set} errorOf={errorOf} />
        )}
        <label className="mp-products__check">
          <input
            type="checkbox"
            checked={draft.agreedToTerms}
            aria-invalid={errorOf('agreedToTerms') ? true : undefined}
            aria-describedby={errorOf('agreedToTerms') ? 'mp-products-terms-error' : undefined}
            onChange={(event) => set('agreedToTerms', event.target.checked)}
          />
          {t('booking.agree')}
        </label>
        {errorOf('agreedToTerms') && (
          <p id="mp-products-terms-error" className="mp-field__error">
            {errorOf('agreedToTerms')}
          </p>
        )}
        {failure && <Alert type="error">{failure}</Alert>}
        <div className="mp-products__actions">
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} loadingLabel={t('booking.booking')}>
            {t('booking.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ShippingFields({
  product,
  draft,
  set,
  errorOf,
}: {
  product: Product;
  draft: BookingDraft;
  set: <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) => void;
  errorOf: (field: BookingField) => string | undefined;
}) {
  const { t } = useProductsT();
  return (
    <fieldset className="mp-products__fieldset">
      <legend className="mp-field__label">{t('booking.shipping')}</legend>
      <SelectField
        label={t('booking.shipmentOption')}
        value={draft.shipmentFeeId}
        error={errorOf('shipmentFeeId')}
        required
        onChange={(event) => set('shipmentFeeId', event.target.value)}
      >
        {product.shipmentOptions.map((option) => (
          <option key={option.shipmentFeeId} value={option.shipmentFeeId}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('booking.fullName')}
        value={draft.fullName}
        error={errorOf('fullName')}
        autoComplete="shipping name"
        required
        onChange={(event) => set('fullName', event.target.value)}
      />
      <div className="mp-products__row">
        <TextField
          label={t('booking.countryCode')}
          hint={t('booking.countryCodeHint')}
          value={draft.countryCode}
          error={errorOf('countryCode')}
          inputMode="tel"
          autoComplete="tel-country-code"
          required
          onChange={(event) => set('countryCode', event.target.value)}
        />
        <TextField
          label={t('booking.phone')}
          value={draft.phone}
          error={errorOf('phone')}
          type="tel"
          autoComplete="tel-national"
          required
          onChange={(event) => set('phone', event.target.value)}
        />
      </div>
      <TextArea
        label={t('booking.address')}
        value={draft.shippingAddress}
        error={errorOf('shippingAddress')}
        autoComplete="shipping street-address"
        required
        rows={3}
        onChange={(event) => set('shippingAddress', event.target.value)}
      />
    </fieldset>
  );
}
