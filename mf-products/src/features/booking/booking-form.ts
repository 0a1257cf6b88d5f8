/**
 * The booking form's state, its checks and the body it sends (docs/products.md#bookings): the
 * seller's terms agreed, a way to pay, and for a product that ships an option and where to ship
 * (full name, phone number built as plus, country code and digits, address).
 */
import {
  buildPhoneNumber,
  type BookingPaymentMethod,
  type BookProductBody,
  type Product,
} from '@mp/contracts';

export interface BookingDraft {
  agreedToTerms: boolean;
  paymentMethod: BookingPaymentMethod;
  shipmentFeeId: string;
  fullName: string;
  countryCode: string;
  phone: string;
  shippingAddress: string;
}

export type BookingField = Exclude<keyof BookingDraft, 'paymentMethod'>;
export type BookingProblem =
  | 'termsRequired'
  | 'shipmentRequired'
  | 'fullNameRequired'
  | 'countryCodeRequired'
  | 'phoneRequired'
  | 'addressRequired';
export type BookingProblems = Partial<Record<BookingField, BookingProblem>>;

export function newBookingDraft(product: Product): BookingDraft {
  return {
    agreedToTerms: false,
    paymentMethod: 'card',
    shipmentFeeId: product.shipmentOptions[0]?.shipmentFeeId ?? '',
    fullName: '',
    countryCode: '',
    phone: '',
    shippingAddress: '',
  };
}

export function ships(product: Product): boolean {
  return product.shipmentOptions.length > 0;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** What keeps the draft from being sent, by field; empty when it can be sent. */
export function checkBooking(product: Product, draft: BookingDraft): BookingProblems {
  const problems: BookingProblems = {};
  if (!draft.agreedToTerms) problems.agreedToTerms = 'termsRequired';
  if (!ships(product)) return problems;
  if (draft.shipmentFeeId === '') problems.shipmentFeeId = 'shipmentRequired';
  if (draft.fullName.trim() === '') problems.fullName = 'fullNameRequired';
  if (digitsOf(draft.countryCode) === '') problems.countryCode = 'countryCodeRequired';
  if (digitsOf(draft.phone).length < 4) problems.phone = 'phoneRequired';
  if (draft.shippingAddress.trim() === '') problems.shippingAddress = 'addressRequired';
  return problems;
}

/** The product's price now: its offer price when it has one. */
export function unitPrice(product: Product): number {
  return product.offerPrice ?? product.price;
}

/** What a card payment costs: the price plus the chosen shipping fee. */
export function cardTotal(product: Product, draft: BookingDraft): number {
  const option = product.shipmentOptions.find((o) => o.shipmentFeeId === draft.shipmentFeeId);
  return unitPrice(product) + (ships(product) ? (option?.price ?? 0) : 0);
}

export function bookingBody(product: Product, draft: BookingDraft): BookProductBody {
  const body: BookProductBody = {
    productId: product.productId,
    agreedToTerms: true,
    paymentMethod: draft.paymentMethod,
  };
  if (!ships(product)) return body;
  return {
    ...body,
    shipmentFeeId: draft.shipmentFeeId,
    shipping: {
      fullName: draft.fullName.trim(),
      phoneNumber: buildPhoneNumber(draft.countryCode, draft.phone),
      shippingAddress: draft.shippingAddress.trim(),
    },
  };
}

/** Which draft field an answer's field path is about (`shipping.phoneNumber` -> phone). */
export function draftFieldOf(path: string): BookingField | null {
  const map: Record<string, BookingField> = {
    agreedToTerms: 'agreedToTerms',
    shipmentFeeId: 'shipmentFeeId',
    'shipping.fullName': 'fullName',
    'shipping.phoneNumber': 'phone',
    'shipping.shippingAddress': 'shippingAddress',
  };
  return map[path] ?? null;
}
