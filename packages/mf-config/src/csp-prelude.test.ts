import { createRequire } from 'node:module';
import path from 'node:path';

/** The zod the apps bundle (through @mp/contracts), so a zod upgrade re-checks the prelude. */
const zodPath = createRequire(path.resolve(__dirname, '../../contracts/package.json')).resolve(
  'zod',
);

/** The little of zod's API the test uses (mf-config itself does not depend on zod). */
interface Schema {
  parse(value: unknown): { tags: unknown };
  safeParse(value: unknown): { success: boolean };
}
interface Zod {
  object(shape: Record<string, unknown>): Schema;
  string(): unknown;
  number(): unknown;
  array(item: unknown): unknown;
}

async function parseCountingGeneratedCode(): Promise<number> {
  const { z } = (await import(zodPath)) as { z: Zod };
  const generated = jest.spyOn(globalThis, 'Function');
  try {
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });
    for (let i = 0; i < 3; i += 1)
      expect(schema.parse({ name: 'n', tags: [{ id: i }] }).tags).toEqual([{ id: i }]);
    expect(schema.safeParse({ name: 1, tags: [] }).success).toBe(false);
    return generated.mock.calls.length;
  } finally {
    generated.mockRestore();
  }
}

describe('the CSP prelude', () => {
  afterEach(() => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    jest.resetModules();
  });

  it('without it, zod generates code (what a CSP without unsafe-eval reports)', async () => {
    expect(await parseCountingGeneratedCode()).toBeGreaterThan(0);
  });

  it('with it, zod validates the same without generating code', async () => {
    await import('./csp-prelude.mjs');
    expect(await parseCountingGeneratedCode()).toBe(0);
  });
});
