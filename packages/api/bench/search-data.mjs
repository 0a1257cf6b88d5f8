// Generated jobs for `pnpm bench:search` (and for looking at query plans by hand).

/**
 * One INSERT ... SELECT over generate_series per batch: words, services, places and dates vary.
 * Products are taken modulo first (`(g % 8) * 7919`, not `g * 7919`) so they stay in integer
 * range at a million jobs; the values are the same. Dates come from a hash of the number, so
 * they do not follow the title words (with `g % 200` days no job of the newest days had
 * "logo", "designer" or "Shopify" in its title: every search by recency had to skip thousands).
 */
function insertBatchSql(tenant, from, to) {
  return `INSERT INTO jobs (tenant_id, id, customer_id, title, description, status, budget,
      contract_type, service_id, skills, location_address, latitude, longitude, remote,
      created_at, last_modified)
    SELECT '${tenant}', 'bench-${tenant}-' || g,
      c.ids[1 + g % array_length(c.ids, 1)],
      (ARRAY['React','Logo','Website','Shopify','WordPress','Product photo','Video','SEO','Copywriting','Brand'])[1 + g % 10]
        || ' ' || (ARRAY['developer','designer','redesign','store','campaign','editor','audit','landing page','migration','illustration'])[1 + (g / 10) % 10]
        || ' for a ' || (ARRAY['florist','bakery','charity','startup','law firm','gym','cafe','school','agency','clinic'])[1 + (g / 100) % 10],
      'We are a ' || (ARRAY['small','growing','busy','new','family'])[1 + g % 5] || ' business looking for help with '
        || (ARRAY['a responsive website','our online shop','a fresh logo','search rankings','social media videos','product photos'])[1 + (g / 7) % 6]
        || '. Budget is flexible for the right person; remote work is fine.',
      (ARRAY['FRESH_JOB','FRESH_JOB','FRESH_JOB','IN_DISCUSSION','MEETING_JOB','CONTRACT','ENDED','USER_CLOSED'])[1 + ((g % 8) * 7919) % 8],
      (((g % 5000) * 37) % 5000) * 100,
      1 + (g % 2),
      (ARRAY['website-design','website-development','graphic-design','digital-marketing','content-marketing','photography-and-videography'])[1 + ((g % 6) * 31) % 6],
      '[]'::jsonb,
      'Somewhere in the UK',
      50.0 + (((g % 600) * 13) % 600) / 100.0,
      -5.0 + (((g % 700) * 17) % 700) / 100.0,
      g % 3 <> 0,
      now() - ((abs(hashint4(g)) % 365) || ' days')::interval - ((((g % 86400) * 7) % 86400) || ' seconds')::interval,
      now() - ((abs(hashint4(g + 1)) % 200) || ' days')::interval
    FROM generate_series(${from}, ${to}) AS g,
      (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE tenant_id = '${tenant}' AND role = 3) AS c`;
}

/** The statements that load `jobs` generated jobs: 90% demo, 10% acme. */
export function loadPlan(jobs, batch) {
  const acme = Math.round(jobs / 10);
  const plan = [];
  for (let from = 1; from <= jobs - acme; from += batch)
    plan.push(insertBatchSql('demo', from, Math.min(from + batch - 1, jobs - acme)));
  for (let from = 1; from <= acme; from += batch)
    plan.push(insertBatchSql('acme', from, Math.min(from + batch - 1, acme)));
  return plan;
}
