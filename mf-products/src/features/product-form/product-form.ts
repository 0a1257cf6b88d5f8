import {
  EMPTY_MONEY_VALUE,
  moneyValueOf,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MAX_DURATION_MINUTES,
  PRODUCT_TITLE_MAX_LENGTH,
  type CreateProductBody,
  type FileRef,
  type MoneyFormat,
  type MoneyValue,
  type Product,
} from '@mp/contracts';

export interface ShipmentDraft {
  /** A local key for the list; `shipmentFeeId` is the API's id of an option kept from before. */
  rowId: string;
  shipmentFeeId?: string;
  name: string;
  price: MoneyValue;
}

export interface ProductDraft {
  title: string;
  uniqueName: string;
  /** Whether the seller wrote the handle; otherwise it follows the title. */
  uniqueNameTouched: boolean;
  description: string;
  price: MoneyValue;
  offerPrice: MoneyValue;
  credits: string;
  duration: string;
  serviceId: string;
  requiresSurvey: boolean;
  shipmentOptions: ShipmentDraft[];
  images: FileRef[];
  videos: FileRef[];
}

/** A field's problem: the key of its message under `form.errors`. */
export type DraftProblem =
  | 'titleRequired'
  | 'titleTooLong'
  | 'handleInvalid'
  | 'descriptionTooLong'
  | 'priceRequired'
  | 'priceInvalid'
  | 'offerInvalid'
  | 'offerNotBelow'
  | 'creditsInvalid'
  | 'durationInvalid'
  | 'shipmentNameRequired'
  | 'shipmentPriceInvalid';

export type DraftProblems = Record<string, DraftProblem>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WHOLE = /^\d+$/;

/** A handle from a title: lower-case words joined by "-" (docs/products.md#products). */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

let rowCounter = 0;
export function newRowId(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function emptyDraft(): ProductDraft {
  return {
    title: '',
    uniqueName: '',
    uniqueNameTouched: false,
    description: '',
    price: EMPTY_MONEY_VALUE,
    offerPrice: EMPTY_MONEY_VALUE,
    credits: '',
    duration: '',
    serviceId: '',
    requiresSurvey: false,
    shipmentOptions: [],
    images: [],
    videos: [],
  };
}

export function draftOf(product: Product, money: MoneyFormat): ProductDraft {
  return {
    title: product.title,
    uniqueName: product.uniqueName,
    uniqueNameTouched: true,
    description: product.description,
    price: moneyValueOf(product.price, money),
    offerPrice: moneyValueOf(product.offerPrice, money),
    credits: product.credits === null ? '' : String(product.credits),
    duration: product.duration === null ? '' : String(product.duration),
    serviceId: product.serviceId ?? '',
    requiresSurvey: product.requiresSurvey,
    shipmentOptions: product.shipmentOptions.map((option) => ({
      rowId: newRowId(),
      shipmentFeeId: option.shipmentFeeId,
      name: option.name,
      price: moneyValueOf(option.price, money),
    })),
    images: product.images,
    videos: product.videos,
  };
}

function checkWhole(text: string, max: number): boolean {
  const trimmed = text.trim();
  if (!trimmed) return true;
  if (!WHOLE.test(trimmed)) return false;
  const value = Number(trimmed);
  return value >= 1 && value <= max;
}

/** What the form refuses before calling the API, by field name as the API names them. */
export function checkDraft(draft: ProductDraft): DraftProblems {
  const problems: DraftProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'titleRequired';
  else if (title.length > PRODUCT_TITLE_MAX_LENGTH) problems.title = 'titleTooLong';
  if (!SLUG.test(draft.uniqueName) || draft.uniqueName.length > 80) {
    problems.uniqueName = 'handleInvalid';
  }
  if (draft.description.trim().length > PRODUCT_DESCRIPTION_MAX_LENGTH) {
    problems.description = 'descriptionTooLong';
  }
  if (!draft.price.text.trim()) problems.price = 'priceRequired';
  else if (draft.price.minor === null || draft.price.minor <= 0) problems.price = 'priceInvalid';
  if (draft.offerPrice.text.trim()) {
    const offer = draft.offerPrice.minor;
    if (offer === null || offer <= 0) problems.offerPrice = 'offerInvalid';
    else if (draft.price.minor !== null && offer >= draft.price.minor) {
      problems.offerPrice = 'offerNotBelow';
    }
  }
  if (!checkWhole(draft.credits, 1_000_000)) problems.credits = 'creditsInvalid';
  if (!checkWhole(draft.duration, PRODUCT_MAX_DURATION_MINUTES)) {
    problems.duration = 'durationInvalid';
  }
  draft.shipmentOptions.forEach((option, index) => {
    if (!option.name.trim()) problems[`shipmentOptions.${index}.name`] = 'shipmentNameRequired';
    if (option.price.minor === null || option.price.minor < 0) {
      problems[`shipmentOptions.${index}.price`] = 'shipmentPriceInvalid';
    }
  });
  return problems;
}

const wholeOrNull = (text: string) => (text.trim() ? Number(text.trim()) : null);

/** The body of POST /apis/actions/products (and of the edit, which takes the same fields). */
export function bodyOf(draft: ProductDraft): Required<CreateProductBody> {
  return {
    uniqueName: draft.uniqueName,
    title: draft.title.trim(),
    description: draft.description.trim(),
    price: draft.price.minor ?? 0,
    offerPrice: draft.offerPrice.text.trim() ? draft.offerPrice.minor : null,
    credits: wholeOrNull(draft.credits),
    duration: wholeOrNull(draft.duration),
    serviceId: draft.serviceId || null,
    requiresSurvey: draft.requiresSurvey,
    shipmentOptions: draft.shipmentOptions.map((option) => ({
      ...(option.shipmentFeeId ? { shipmentFeeId: option.shipmentFeeId } : {}),
      name: option.name.trim(),
      price: option.price.minor ?? 0,
    })),
    images: draft.images,
    videos: draft.videos,
  };
}
