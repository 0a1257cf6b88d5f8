import { aProduct } from '../../shared/test-support';
import {
  bookingBody,
  cardTotal,
  checkBooking,
  draftFieldOf,
  newBookingDraft,
  type BookingDraft,
} from './booking-form';

const shipped = aProduct({
  shipmentOptions: [
    { shipmentFeeId: 'sf-1', name: 'By post', price: 500 },
    { shipmentFeeId: 'sf-2', name: 'Courier', price: 1500 },
  ],
});

function filled(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    ...newBookingDraft(shipped),
    agreedToTerms: true,
    fullName: ' Casey Customer ',
    countryCode: '+44',
    phone: '7700 900-123',
    shippingAddress: '1 Flower Street',
    ...overrides,
  };
}

it('needs the terms agreed, and nothing else for a product that does not ship', () => {
  const product = aProduct();
  expect(checkBooking(product, newBookingDraft(product))).toEqual({
    agreedToTerms: 'termsRequired',
  });
  expect(checkBooking(product, { ...newBookingDraft(product), agreedToTerms: true })).toEqual({});
});

it('asks for each shipping detail when the product ships', () => {
  expect(checkBooking(shipped, { ...newBookingDraft(shipped), agreedToTerms: true })).toEqual({
    fullName: 'fullNameRequired',
    countryCode: 'countryCodeRequired',
    phone: 'phoneRequired',
    shippingAddress: 'addressRequired',
  });
  expect(checkBooking(shipped, filled())).toEqual({});
});

it('builds the phone as plus, the country code without dashes, then the digits', () => {
  expect(bookingBody(shipped, filled({ countryCode: '1-264' }))).toEqual({
    productId: 'p-1',
    agreedToTerms: true,
    paymentMethod: 'card',
    shipmentFeeId: 'sf-1',
    shipping: {
      fullName: 'Casey Customer',
      phoneNumber: '+12647700900123',
      shippingAddress: '1 Flower Street',
    },
  });
});

it('prices a card payment as the offer price plus the chosen shipping fee', () => {
  expect(cardTotal(shipped, filled({ shipmentFeeId: 'sf-2' }))).toBe(4000 + 1500);
  expect(cardTotal(aProduct({ offerPrice: null }), newBookingDraft(aProduct()))).toBe(5000);
});

it('maps the answer’s field paths to the form’s fields', () => {
  expect(draftFieldOf('shipping.phoneNumber')).toBe('phone');
  expect(draftFieldOf('agreedToTerms')).toBe('agreedToTerms');
  expect(draftFieldOf('productId')).toBeNull();
});
