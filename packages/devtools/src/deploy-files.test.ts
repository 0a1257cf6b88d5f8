import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ALL_APPS, SHELL_APP } from './apps.mjs';
import { freePort } from './processes.mjs';
import { startAppServer } from './serve-app.mjs';

/**
 * Development machines and CI have no Docker engine, so the deployment files are checked here
 * statically (docs/deploy.md): every service healthy-checked, every image pinned, no secret in
 * the files, every deployable its own image and service, nginx in front of two API replicas.
 */
const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  ports?: string[];
  volumes?: string[];
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = Object.entries(compose.services);
const nginx = read('deploy/nginx.conf');

function serviceNamed(name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
}

/** Services that run once and exit; everything that needs them waits for their success. */
function isOneShot(service: ComposeService): boolean {
  return service.restart === 'no';
}

function dockerfileStages(file: string): { from: string; lines: string[] }[] {
  const stages: { from: string; lines: string[] }[] = [];
  const logical = read(file).replace(/\\\n/g, ' ').split('\n');
  for (const line of logical.map((text) => text.trim())) {
    if (line.startsWith('FROM ')) stages.push({ from: line.split(/\s+/)[1] ?? '', lines: [] });
    else if (line && !line.startsWith('#')) stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** A third-party image is pinned when its tag names a version (digits), never `latest`. */
function isPinned(image: string): boolean {
  const tag = image.split('/').at(-1)?.split(':')[1];
  return tag !== undefined && tag !== 'latest' && /\d/.test(tag);
}

describe('docker-compose.yml', () => {
  it('gives every long-running service a health check, and waits for every one-shot to succeed', () => {
    for (const [name, service] of services) {
      if (isOneShot(service)) {
        const waiting = services.filter(([, other]) => other.depends_on?.[name]);
        expect(waiting.length).toBeGreaterThan(0);
        for (const [, other] of waiting)
          expect(other.depends_on?.[name]?.condition).toBe('service_completed_successfully');
      } else {
        expect({ name, check: (service.healthcheck?.test.length ?? 0) > 1 }).toEqual({
          name,
          check: true,
        });
      }
    }
  });

  it('pins every third-party image to a version and builds every own image from deploy/', () => {
    for (const [name, service] of services) {
      expect({ name, image: service.image }).toEqual({ name, image: expect.any(String) });
      const image = String(service.image);
      if (image.startsWith('marketplace/')) {
        expect(service.build?.dockerfile).toMatch(/^deploy\/.+\.Dockerfile$/);
        expect(existsSync(path.join(ROOT, String(service.build?.dockerfile)))).toBe(true);
      } else {
        expect({ name, pinned: isPinned(image) }).toEqual({ name, pinned: true });
      }
    }
  });

  it('holds no secret: every password, token, key and credentialed URL comes from the environment', () => {
    const secretName = /PASSWORD|SECRET|TOKEN|PRIVATE/i;
    for (const [name, service] of services) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        const text = String(value);
        if (secretName.test(key))
          expect({ name, key, text }).toEqual({
            name,
            key,
            text: expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]*\}$/),
          });
        const credentials = /:\/\/[^/@\s]*:([^@/\s]+)@/.exec(text)?.[1];
        if (credentials)
          expect({ name, key, credentials }).toEqual({
            name,
            key,
            credentials: expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]*\}$/),
          });
      }
    }
    expect(read('docker-compose.yml')).not.toMatch(/[0-9a-f]{32,}/i);
  });

  it('runs each front-end app as its own service from its own image, on its own port', () => {
    for (const app of ALL_APPS) {
      const service = serviceNamed(app.dir);
      expect(service.build?.dockerfile).toBe('deploy/web-app.Dockerfile');
      expect(service.build?.args?.APP).toBe(app.dir);
      expect(service.image).toBe(`marketplace/${app.dir}:\${MARKETPLACE_VERSION:-local}`);
      expect(service.environment?.PORT).toBe(String(app.port));
      expect(nginx).toContain(`upstream ${app.dir} {\n    server ${app.dir}:${app.port};`);
      expect(nginx).toMatch(
        new RegExp(`listen ${app.port};\\s+location / \\{\\s+proxy_pass http://${app.dir};`),
      );
    }
  });

  it('puts two API replicas of one image behind nginx, with the live socket upgraded', () => {
    const replicas = services.filter(([name]) => /^api-\d+$/.test(name));
    expect(replicas.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [name, service] of replicas) {
      expect(service.build?.args?.SERVICE).toBe('api');
      expect(service.environment?.REDIS_URL).toMatch(/^redis:\/\/redis:/);
      expect(nginx).toContain(`server ${name}:4000`);
    }
    expect(nginx).toMatch(/listen 4000;\s+location \/ \{\s+proxy_pass http:\/\/api;/);
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(nginx).not.toMatch(/proxy_next_upstream[^;]*non_idempotent/);
    expect(serviceNamed('identity').build?.args?.SERVICE).toBe('identity');
    // The identity service's internal listener is for the API only: nginx never forwards to it.
    expect(nginx).not.toContain('4101');
    expect(serviceNamed('proxy').ports).toEqual(
      expect.arrayContaining(['8080-8086:8080-8086', '4000:4000', '4100:4100']),
    );
  });
});

describe.each(['deploy/web-app.Dockerfile', 'deploy/service.Dockerfile'])('%s', (file) => {
  const stages = dockerfileStages(file);
  const runtime = stages.at(-1);

  it('is multi-stage, with every base image pinned', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages)
      expect({ from: stage.from, pinned: isPinned(stage.from) }).toEqual({
        from: stage.from,
        pinned: true,
      });
  });

  it('runs as an unprivileged user with a health check and an exec-form command', () => {
    const user = runtime?.lines.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
    expect(runtime?.lines.some((line) => line.startsWith('HEALTHCHECK '))).toBe(true);
    expect(runtime?.lines.find((line) => line.startsWith('CMD '))).toMatch(/^CMD \[".+"\]$/);
  });

  it('copies only files that exist into the build stage and installs from the lockfile', () => {
    const buildLines = stages[0]?.lines ?? [];
    const copies = buildLines.filter(
      (line) => line.startsWith('COPY ') && !line.includes('--from'),
    );
    for (const copy of copies) {
      const sources = copy.split(/\s+/).slice(1, -1);
      for (const source of sources) expect(existsSync(path.join(ROOT, source))).toBe(true);
    }
    expect(buildLines).toContain('RUN pnpm install --frozen-lockfile --offline');
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, build output, local data and git out of every build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining(['.git', '**/node_modules', '**/dist', '**/.data', '.env']),
    );
  });
});

describe('the front-end apps health check', () => {
  const check = serviceNamed(SHELL_APP.dir).healthcheck?.test ?? [];
  const root = mkdtempSync(path.join(tmpdir(), 'mp-deploy-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Runs the check as the container would; asynchronously, so this process can answer it. */
  function runCheck(env: Record<string, string>): Promise<number | null> {
    const [, command = 'node', ...args] = check;
    return new Promise((resolve) => {
      const child = spawn(command, args, { env: { ...process.env, ...env }, timeout: 10_000 });
      child.on('exit', (code) => resolve(code));
    });
  }

  it('answers the exact command of the compose file with 0 when up and 1 when down', async () => {
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"id":"mf_jobs"}');
    const jobs = ALL_APPS.find((app) => app.dir === 'mf-jobs');
    if (!jobs) throw new Error('mf-jobs is not an app');
    const port = await freePort();
    const server = await startAppServer(jobs, { tenants: {} }, { port, host: '127.0.0.1', root });
    try {
      expect(await runCheck({ PORT: String(port), APP: 'mf-jobs' })).toBe(0);
      expect(await runCheck({ PORT: String(port), APP: 'shell' })).toBe(1);
    } finally {
      await server.close();
    }
    expect(await runCheck({ PORT: String(port), APP: 'mf-jobs' })).toBe(1);
  });
});
