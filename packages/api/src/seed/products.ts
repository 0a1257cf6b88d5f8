/** Seeds the products of data/products.ts: validated, inserted only when missing (idempotent). */
import { ZCreateProductBody, type SeededAccount } from '@mp/contracts';
import { toJson, type Queryable } from '../db/types';
import type { ProductSeed } from './data/products';

export async function insertSeedProducts(
  tx: Queryable,
  products: readonly ProductSeed[],
  accounts: readonly SeededAccount[],
): Promise<void> {
  for (const seed of products) {
    const email = `${seed.seller}@${seed.tenantId}.test`;
    const seller = accounts.find((a) => a.tenantId === seed.tenantId && a.email === email);
    // A seed without its tenant or seller (a partial seed in tests) is skipped.
    if (seller === undefined) continue;
    const parsed = ZCreateProductBody.safeParse(seed.product);
    if (!parsed.success)
      throw new Error(`Invalid seed product ${seed.id}: ${parsed.error.message}`);
    const product = parsed.data;
    const submitted = seed.stage === 'live';
    await tx.query(
      `INSERT INTO products (tenant_id, id, author_id, unique_name, title, description, price,
         offer_price, credits, duration, shipment_options, service_id, requires_survey, stage,
         approval_status, approval_decided_at, submitted_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15,
         CASE WHEN $15::text IS NOT NULL THEN now() END, CASE WHEN $16 THEN now() END
        WHERE EXISTS (SELECT 1 FROM users WHERE tenant_id = $1 AND id = $3)
       ON CONFLICT DO NOTHING`,
      [
        seed.tenantId,
        seed.id,
        seller.userId,
        product.uniqueName,
        product.title,
        product.description,
        product.price,
        product.offerPrice,
        product.credits,
        product.duration,
        toJson(product.shipmentOptions),
        product.serviceId,
        product.requiresSurvey,
        seed.stage,
        seed.approvalStatus,
        submitted,
      ],
    );
  }
}
