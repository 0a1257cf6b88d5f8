-- A booking completes when its customer signs off the delivery (docs/products.md#completing):
-- when it did, and the lookup of a job's booking the reviews make (docs/reviews.md#bookings).

ALTER TABLE bookings ADD COLUMN completed_at timestamptz;
ALTER TABLE bookings ADD CONSTRAINT bookings_completed_at
  CHECK ((status = 'completed') = (completed_at IS NOT NULL));
CREATE UNIQUE INDEX bookings_job ON bookings (tenant_id, job_id);
