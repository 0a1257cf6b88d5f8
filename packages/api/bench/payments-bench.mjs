// `pnpm bench:payments`: pays per second and the pay call's latency on PostgreSQL with 50
// customers paying at once. It builds the API and identity service, starts them on a private
// PostgreSQL cluster with the sandbox payment provider, signs 50 customers up through the
// identity service, gives each a card on file and contracts with the seeded freelancer
// (job, proposal, accepted contract: the real calls), then has every customer pay their
// pending milestones one after another, all customers at once. Each pay is signed (SigV4, as
// the front end signs) and carries its own Idempotency-Key before the clock starts, so the
// numbers are the server's. Afterwards it waits until the sandbox's webhooks settled every
// charge and checks the ledger balances. Results: bench/results/payments.json.
import { randomUUID } from 'node:crypto';
import { percentile, runBenchmark, signIn, signUp, startApi, startPostgres } from './bench-kit.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const CONTRACTS_PER_CUSTOMER = Number(process.env.BENCH_CONTRACTS_PER_CUSTOMER ?? 3);
const TASKS = [
  { title: 'Design', amount: 40_000 },
  { title: 'Build', amount: 60_000 },
  { title: 'Launch', amount: 25_000 },
];
const TENANT = 'demo';
const FREELANCER = { tenantId: TENANT, email: 'freelancer@demo.test' };
const SUCCEEDING_CARD = '4242424242424242';
const SET_UP_CONCURRENCY = 8;

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches(items, limit, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/** A caller of the API as one signed-in user. */
function client(apiUrl, sign) {
  return async (method, route, body, extraHeaders = {}) => {
    const url = `${apiUrl}${route}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {
      'x-tenant-id': TENANT,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...extraHeaders,
    };
    const response = await fetch(url, {
      method,
      headers: await sign({ method, url, headers, body: payload }),
      body: payload,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return text === '' ? null : JSON.parse(text);
  };
}

async function signUpCustomer(identityUrl, apiUrl, signer, index) {
  const who = {
    tenantId: TENANT,
    email: `bench-customer-${index}@demo.test`,
    password: 'Bench-Passw0rd!',
  };
  await signUp(identityUrl, who, { 'custom:role': '3', name: `Bench Customer ${index}` });
  const { idToken, sign } = await signIn(identityUrl, signer, who);
  const provisioned = await fetch(`${apiUrl}/users/provision`, {
    method: 'POST',
    headers: { 'x-tenant-id': TENANT, 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!provisioned.ok) throw new Error(`provisioning ${who.email}: ${provisioned.status}`);
  const call = client(apiUrl, sign);
  await call('POST', '/payment/account/customer', {
    currency: 'GBP',
    paymentSource: SUCCEEDING_CARD,
  });
  return { email: who.email, sign, call };
}

/** Job, proposal of three tasks, accepted contract: answers the contract's pending milestones. */
async function startContract(customer, freelancer, index) {
  const posted = await customer.call('POST', '/jobs/post_job', {
    job: { title: `Bench contract ${index}`, budget: 125_000, contractType: 1 },
  });
  const jobId = posted.job.jobID;
  await freelancer.call('POST', '/jobs/update_proposal', {
    freelancerId: freelancer.userId,
    jobID: jobId,
    proposal: { description: 'I can do all of it', tasks: TASKS },
  });
  await freelancer.call('POST', '/jobs/send_proposal', {
    freelancerId: freelancer.userId,
    jobID: jobId,
  });
  await customer.call('POST', '/jobs/accept_contract', {
    jobID: jobId,
    freelancerID: freelancer.userId,
    acceptOffer: true,
  });
  const { milestones } = await customer.call('GET', `/jobs/${jobId}/milestones`);
  return milestones.map((m) => ({ jobId, milestoneId: m.milestoneId }));
}

/** The signed pay request of one milestone, ready to send. */
async function signedPay(apiUrl, customer, { jobId, milestoneId }) {
  const url = `${apiUrl}/milestones/${milestoneId}/pay`;
  const body = JSON.stringify({ milestoneId, jobID: jobId });
  const headers = {
    'x-tenant-id': TENANT,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  };
  return { url, body, headers: await customer.sign({ method: 'POST', url, headers, body }) };
}

async function payAll(queues) {
  const latencies = [];
  const failures = [];
  const started = performance.now();
  await Promise.all(
    queues.map(async (queue) => {
      for (const request of queue) {
        const sent = performance.now();
        const response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
        });
        const text = await response.text();
        latencies.push(performance.now() - sent);
        if (!response.ok) failures.push(`${response.status} ${text}`);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, failures };
}

async function waitUntilSettled(query, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await query("SELECT count(*)::int AS n FROM charges WHERE status = 'pending'");
    if (rows[0].n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0].n} charges never settled`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function bench(identity, signer, postgres) {
  const identityUrl = identity.url;
  const api = await startApi(identity, {
    DATABASE_URL: postgres.url,
    PAYMENTS_SANDBOX_SETTLE_MS: '200',
  });
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
    console.log(`signing up ${CUSTOMERS} customers, each with a card on file`);
    const customers = await inBatches(
      Array.from({ length: CUSTOMERS }, (_, i) => i),
      SET_UP_CONCURRENCY,
      (index) => signUpCustomer(identityUrl, api.url, signer, index),
    );
    const freelancerSession = await signIn(identityUrl, signer, FREELANCER);
    const freelancer = { call: client(api.url, freelancerSession.sign) };
    freelancer.userId = (await freelancer.call('GET', '/users/me')).userId;

    console.log(`starting ${CUSTOMERS * CONTRACTS_PER_CUSTOMER} contracts`);
    const contracts = await inBatches(
      customers.flatMap((customer, c) =>
        Array.from({ length: CONTRACTS_PER_CUSTOMER }, (_, k) => ({ customer, c, k })),
      ),
      SET_UP_CONCURRENCY,
      ({ customer, c, k }) =>
        startContract(customer, freelancer, c * CONTRACTS_PER_CUSTOMER + k).then((ms) => ({
          customer,
          milestones: ms,
        })),
    );
    const queues = await Promise.all(
      customers.map(async (customer) => {
        const own = contracts.filter((contract) => contract.customer === customer);
        const milestones = own.flatMap((contract) => contract.milestones);
        return Promise.all(milestones.map((m) => signedPay(api.url, customer, m)));
      }),
    );
    const pays = queues.reduce((sum, queue) => sum + queue.length, 0);

    console.log(`${CUSTOMERS} customers pay ${pays} milestones at once`);
    const run = await payAll(queues);
    if (run.failures.length > 0)
      throw new Error(`${run.failures.length} pays failed, e.g. ${run.failures[0]}`);
    await waitUntilSettled((text) => db.query(text));
    const charges = await db.query(
      "SELECT count(*)::int AS n FROM charges WHERE status = 'succeeded'",
    );
    const unbalanced = await db.query(
      'SELECT transaction_id FROM ledger_entries GROUP BY tenant_id, transaction_id HAVING sum(amount) <> 0',
    );
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const result = {
      database: 'postgres',
      customers: CUSTOMERS,
      pays,
      paysPerSecond: Math.round((pays / run.seconds) * 10) / 10,
      latencyMs: {
        p50: percentile(sorted, 50, 1),
        p95: percentile(sorted, 95, 1),
        p99: percentile(sorted, 99, 1),
        max: percentile(sorted, 100, 1),
      },
      chargesSucceeded: charges.rows[0].n,
      unbalancedTransactions: unbalanced.rows.length,
    };
    console.log(
      `  ${result.paysPerSecond} pays/s, p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms; ${result.chargesSucceeded} charges settled, ledger ${result.unbalancedTransactions === 0 ? 'balanced' : 'UNBALANCED'}`,
    );
    if (result.chargesSucceeded !== pays || result.unbalancedTransactions !== 0)
      throw new Error('the money did not add up');
    return result;
  } finally {
    await db.end();
    await api.stop();
  }
}

runBenchmark('payments', async (identity, signer) => {
  const postgres = await startPostgres();
  let result;
  try {
    result = await bench(identity, signer, postgres);
  } finally {
    await postgres.stop();
  }
  return {
    note: 'Each customer pays their own pending milestones one after another, all customers at once, over HTTP; every pay is SigV4-signed with real temporary credentials and carries its own Idempotency-Key (signed before the clock starts). The sandbox provider charges the card on file; its signed webhooks settle the charges afterwards (not timed).',
    result,
  };
});
