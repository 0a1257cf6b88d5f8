-- Amounts become whole numbers of the minor unit of the tenant's currency (pence, cents;
-- docs/payments.md#amounts): job budgets, milestone amounts, hourly rates and the amounts of
-- proposal tasks. Every tenant stored until now has a currency of two minor digits (the one of
-- its sign, docs/tenants.md#settings), so an amount in major units is multiplied by 100 and
-- rounded (half away from zero, through numeric). Budget markers -1 (don't know) and -2 (per
-- job) stay as they are.

ALTER TABLE jobs ALTER COLUMN budget DROP DEFAULT;
ALTER TABLE jobs ALTER COLUMN budget TYPE bigint USING (
  CASE WHEN budget IN (-1, -2) THEN budget::numeric ELSE round(budget::numeric * 100) END
)::bigint;
ALTER TABLE jobs ALTER COLUMN budget SET DEFAULT -1;

ALTER TABLE milestones ALTER COLUMN amount DROP DEFAULT;
ALTER TABLE milestones ALTER COLUMN amount TYPE bigint USING round(amount::numeric * 100)::bigint;
ALTER TABLE milestones ALTER COLUMN amount SET DEFAULT 0;

ALTER TABLE users ALTER COLUMN hourly_rate TYPE bigint
  USING round(hourly_rate::numeric * 100)::bigint;

-- A proposal's tasks are a JSON list; each numeric `amount` is converted in place, in order.
UPDATE proposals p SET tasks = (
  SELECT jsonb_agg(
    CASE WHEN jsonb_typeof(task -> 'amount') = 'number'
      THEN jsonb_set(task, '{amount}', to_jsonb(round((task ->> 'amount')::numeric * 100)::bigint))
      ELSE task
    END ORDER BY position)
  FROM jsonb_array_elements(p.tasks) WITH ORDINALITY AS t(task, position)
)
WHERE jsonb_typeof(p.tasks) = 'array' AND jsonb_array_length(p.tasks) > 0;
