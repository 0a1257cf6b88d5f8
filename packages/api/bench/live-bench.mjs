// Live socket benchmark (target in docs/ARCHITECTURE.md#targets: a message reaches its recipient
// within 100 ms p99 with 1,000 sockets). 1,000 socket.io-client sockets on loopback against the
// real live server (in a child process, so clients and server do not share an event loop): connect
// time, then delivery latency of user events published paced and in a burst. Run again with two API
// instances sharing a private redis-server, half the sockets on each, every event published on the
// first. Merges its numbers under `liveSocket` in bench/results/live.json and prints a table.
//
//   node packages/api/bench/live-bench.mjs
//   (LIVE_BENCH_SOCKETS=1000 and LIVE_BENCH_CONNECT_CONCURRENCY=10 by default)
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort, percentile } from './bench-kit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const resultsFile = path.join(repoRoot, 'bench/results/live.json');

const SOCKETS = Number(process.env.LIVE_BENCH_SOCKETS ?? 1000);
// Sockets opening at once: per-socket connect time is service time plus this queue.
const CONNECT_CONCURRENCY = Number(process.env.LIVE_BENCH_CONNECT_CONCURRENCY ?? 10);
const PACED_RATE_PER_S = 1000;
const PACED_SECONDS = 3;
const OVERALL_LIMIT_MS = 58_000;
const DELIVERY_WAIT_MS = 10_000;
const TENANT = 'bench';
const EVENT = 'CHANNEL_MESSAGE_RECEIVED';

const nowMs = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- server side (child process)

async function serve(redisUrl) {
  const { register } = await import('tsx/esm/api');
  register();
  const { createLiveServer } = await import('../src/live/index.ts');
  const httpServer = createServer((_request, response) => response.writeHead(404).end());
  await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  // The bench measures the socket layer: sessions are checked in memory, not by HTTP.
  const verifySession = async (token) =>
    token.startsWith('bench:') ? { tenantId: TENANT, userId: token.slice(6) } : null;
  const live = await createLiveServer({ httpServer, verifySession, redisUrl: redisUrl || null });

  const publishTo = (userId, phase) =>
    live.publish({
      tenantId: TENANT,
      to: { userId },
      type: EVENT,
      payload: { channelId: phase, senderName: 'bench', message: String(nowMs()) },
    });

  const paced = (userIds, ratePerS, seconds) =>
    new Promise((resolve) => {
      const total = ratePerS * seconds;
      const started = performance.now();
      let sent = 0;
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * ratePerS));
        for (; sent < due; sent += 1) publishTo(userIds[sent % userIds.length], 'paced');
        if (sent < total) setTimeout(tick, 5);
        else resolve(sent);
      };
      tick();
    });

  process.on('message', async (command) => {
    if (command.cmd === 'paced') {
      const sent = await paced(command.userIds, command.ratePerS, command.seconds);
      process.send({ cmd: 'done', sent });
    } else if (command.cmd === 'burst') {
      for (const userId of command.userIds) publishTo(userId, 'burst');
      process.send({ cmd: 'done', sent: command.userIds.length });
    } else if (command.cmd === 'close') {
      await live.close();
      httpServer.close(() => process.exit(0));
    }
  });
  process.send({ cmd: 'ready', url: `http://127.0.0.1:${httpServer.address().port}` });
}

// ---------------------------------------------------------------- client side (main process)

const round = (value) => Math.round(value * 100) / 100;

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? round(sorted[sorted.length - 1]) : null,
  };
}

function startServer(redisUrl) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', redisUrl ?? ''], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`live server exited with ${code}`)));
    child.once('message', (message) => resolve(message.url));
  });
  const request = (command) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(command);
    });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.send({ cmd: 'close' });
    });
  return { child, ready, request, stop };
}

async function connectAll(io, urls) {
  const sockets = [];
  const connectTimes = [];
  const received = { paced: [], burst: [], pacedRemote: [], burstRemote: [] };
  const started = performance.now();
  let next = 0;
  const connectOne = (index) =>
    new Promise((resolve, reject) => {
      const userId = `u${index}`;
      const url = urls[index % urls.length];
      const remote = urls.length > 1 && index % urls.length !== 0;
      const began = performance.now();
      const socket = io(url, {
        query: { userId, tenantId: TENANT, token: `bench:${userId}` },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: 10_000,
      });
      socket.on(EVENT, (payload) => {
        const latency = nowMs() - Number(payload.message);
        received[payload.channelId].push(latency);
        if (remote) received[`${payload.channelId}Remote`].push(latency);
      });
      socket.once('connect', () => {
        connectTimes.push(performance.now() - began);
        sockets[index] = socket;
        resolve();
      });
      socket.once('connect_error', (error) =>
        reject(new Error(`socket ${index}: ${error.message}`)),
      );
    });
  const worker = async () => {
    while (next < SOCKETS) await connectOne(next++);
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  const totalMs = performance.now() - started;
  return {
    sockets,
    received,
    userIds: sockets.map((_socket, index) => `u${index}`),
    connect: { sockets: SOCKETS, totalMs: round(totalMs), ...summary(connectTimes) },
  };
}

async function waitFor(condition, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function runScenario(name, redisUrl, instances) {
  const { io } = await import('socket.io-client');
  const servers = Array.from({ length: instances }, () => startServer(redisUrl));
  try {
    const urls = await Promise.all(servers.map((server) => server.ready));
    const { sockets, received, userIds, connect } = await connectAll(io, urls);
    const publisher = servers[0];

    const pacedTotal = PACED_RATE_PER_S * PACED_SECONDS;
    await publisher.request({
      cmd: 'paced',
      userIds,
      ratePerS: PACED_RATE_PER_S,
      seconds: PACED_SECONDS,
    });
    await waitFor(() => received.paced.length >= pacedTotal, DELIVERY_WAIT_MS);

    await publisher.request({ cmd: 'burst', userIds });
    await waitFor(() => received.burst.length >= userIds.length, DELIVERY_WAIT_MS);

    for (const socket of sockets) socket?.close();
    const result = {
      instances,
      redis: Boolean(redisUrl),
      connect,
      paced: {
        ratePerS: PACED_RATE_PER_S,
        sent: pacedTotal,
        lost: pacedTotal - received.paced.length,
        ...summary(received.paced),
      },
      burst: {
        sent: userIds.length,
        lost: userIds.length - received.burst.length,
        ...summary(received.burst),
      },
    };
    if (instances > 1) {
      result.pacedRemote = summary(received.pacedRemote);
      result.burstRemote = summary(received.burstRemote);
    }
    console.log(`  ${name}: done`);
    return result;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function startRedis() {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function mergeResults(liveSocket) {
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  let existing = {};
  if (existsSync(resultsFile)) {
    try {
      existing = JSON.parse(readFileSync(resultsFile, 'utf8'));
    } catch {
      console.warn(`${resultsFile} was not valid JSON: rewriting it`);
    }
  }
  const temporary = `${resultsFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...existing, liveSocket }, null, 2)}\n`);
  renameSync(temporary, resultsFile);
}

function printTable(runs) {
  const rows = [];
  for (const [name, run] of Object.entries(runs)) {
    if (run.skipped) {
      rows.push([name, `skipped: ${run.skipped}`, '', '', '']);
      continue;
    }
    rows.push([
      name,
      'connect',
      `${run.connect.p50Ms}`,
      `${run.connect.p99Ms}`,
      `total ${run.connect.totalMs} ms`,
    ]);
    rows.push([
      name,
      `paced ${run.paced.ratePerS}/s`,
      run.paced.p50Ms,
      run.paced.p99Ms,
      `lost ${run.paced.lost}/${run.paced.sent}`,
    ]);
    rows.push([
      name,
      'burst',
      run.burst.p50Ms,
      run.burst.p99Ms,
      `lost ${run.burst.lost}/${run.burst.sent}`,
    ]);
    if (run.pacedRemote) {
      rows.push([name, 'paced, other instance', run.pacedRemote.p50Ms, run.pacedRemote.p99Ms, '']);
      rows.push([name, 'burst, other instance', run.burstRemote.p50Ms, run.burstRemote.p99Ms, '']);
    }
  }
  const header = ['run', 'measure', 'p50 ms', 'p99 ms', 'notes'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`live bench: over ${OVERALL_LIMIT_MS / 1000} s, giving up`);
    process.exit(1);
  }, OVERALL_LIMIT_MS);
  watchdog.unref();

  console.log(`live bench: ${SOCKETS} sockets, websocket transport, loopback`);
  const runs = { memory: await runScenario('one instance, no Redis', null, 1) };
  const redis = await startRedis();
  if (redis === null) {
    runs.redis = { skipped: 'redis-server not found on PATH' };
  } else {
    try {
      runs.redis = await runScenario('two instances through Redis', redis.url, 2);
    } finally {
      await redis.stop();
    }
  }
  const liveSocket = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    // Other work on the machine skews every number: the 1-minute load average when done.
    loadAverage1m: round(os.loadavg()[0]),
    sockets: SOCKETS,
    transport: 'websocket',
    connectConcurrency: CONNECT_CONCURRENCY,
    targetDeliveryP99Ms: 100,
    runs,
  };
  mergeResults(liveSocket);
  printTable(runs);
  console.log(`\nresults merged into ${path.relative(repoRoot, resultsFile)} (key liveSocket)`);
  process.exit(0);
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
