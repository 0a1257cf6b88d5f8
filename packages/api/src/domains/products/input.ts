/**
 * Checks of product input against the tenant's data: the service, the seller's uploads of the
 * allowed types (docs/products.md#media), the shipment options an edit keeps.
 */
import { randomUUID } from 'node:crypto';
import {
  PRODUCT_IMAGE_CONTENT_TYPES,
  PRODUCT_VIDEO_CONTENT_TYPES,
  type FieldError,
  type FileRef,
  type ShipmentOption,
  type ShipmentOptionInput,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type { Caller } from '../../http/route';
import { checkService, resolveAttachments } from '../jobs';
import { productErrors } from './store';

const IMAGE_TYPES: ReadonlySet<string> = new Set(PRODUCT_IMAGE_CONTENT_TYPES);
const VIDEO_TYPES: ReadonlySet<string> = new Set(PRODUCT_VIDEO_CONTENT_TYPES);

async function resolveMedia(
  db: Queryable,
  caller: Caller,
  files: readonly FileRef[] | undefined,
  field: 'images' | 'videos',
): Promise<{ files: FileRef[] | undefined; errors: FieldError[] }> {
  if (files === undefined) return { files: undefined, errors: [] };
  const resolved = await resolveAttachments(db, caller, files, `body.${field}`);
  const allowed = field === 'images' ? IMAGE_TYPES : VIDEO_TYPES;
  const typeErrors = resolved.files.flatMap((file, index) =>
    allowed.has(file.contentType) ||
    resolved.errors.some((e) => e.path === `body.${field}.${index}.key`)
      ? []
      : [
          {
            path: `body.${field}.${index}.key`,
            message:
              field === 'images'
                ? 'Images may be jpeg, jpg, png or gif'
                : 'Videos may be mp4, avi, mov, wmv, flv, mkv or webm',
          },
        ],
  );
  return { files: resolved.files, errors: [...resolved.errors, ...typeErrors] };
}

/**
 * Options with an id keep it (it must be one of the product's current options); new ones get an
 * id. Booked shipment fees keep their meaning as long as their id exists.
 */
function resolveShipmentOptions(
  input: readonly ShipmentOptionInput[] | undefined,
  current: readonly ShipmentOption[],
): { options: ShipmentOption[] | undefined; errors: FieldError[] } {
  if (input === undefined) return { options: undefined, errors: [] };
  const known = new Set(current.map((option) => option.shipmentFeeId));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const options = input.map((option, index) => {
    const id = option.shipmentFeeId;
    if (id !== undefined && (!known.has(id) || seen.has(id))) {
      errors.push({
        path: `body.shipmentOptions.${index}.shipmentFeeId`,
        message: 'Not a shipment option of this product: leave the id out for a new one',
      });
    }
    const shipmentFeeId = id ?? randomUUID();
    seen.add(shipmentFeeId);
    return { shipmentFeeId, name: option.name, price: option.price };
  });
  return { options, errors };
}

export interface ProductReferences {
  serviceId?: string | null;
  images?: FileRef[];
  videos?: FileRef[];
  shipmentOptions?: ShipmentOptionInput[];
}

export interface ResolvedReferences {
  images: FileRef[] | undefined;
  videos: FileRef[] | undefined;
  shipmentOptions: ShipmentOption[] | undefined;
}

/** Every reference the input makes, checked; 422 naming each failing field. */
export async function checkProductInput(
  db: Queryable,
  caller: Caller,
  input: ProductReferences,
  currentOptions: readonly ShipmentOption[],
): Promise<ResolvedReferences> {
  const images = await resolveMedia(db, caller, input.images, 'images');
  const videos = await resolveMedia(db, caller, input.videos, 'videos');
  const shipment = resolveShipmentOptions(input.shipmentOptions, currentOptions);
  const errors = [
    ...(await checkService(db, caller.tenantId, input.serviceId, 'body.serviceId')),
    ...images.errors,
    ...videos.errors,
    ...shipment.errors,
  ];
  if (errors.length > 0) {
    throw productErrors.invalidInput(
      `The product refers to something that does not exist, is not yours or is not allowed: ${errors
        .map((error) => error.path)
        .join(', ')}`,
      errors,
    );
  }
  return { images: images.files, videos: videos.files, shipmentOptions: shipment.options };
}
