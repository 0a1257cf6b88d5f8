import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** The lint messages of `code` as if it were a file of a remote (docs/formatting.md). */
function lintAsRemote(code: string, file = 'mf-jobs/src/example.tsx'): string[] {
  const eslint = path.join(root, 'node_modules/.bin/eslint');
  const config = path.join(root, 'packages/devtools/eslint.config.mjs');
  let output = '[]';
  try {
    output = execFileSync(
      eslint,
      ['-c', config, '--format', 'json', '--stdin', '--stdin-filename', file],
      {
        cwd: root,
        input: code,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string; line: number }[] }[];
  return (result?.messages ?? []).map((m) => `${m.ruleId}@${m.line}`);
}

describe('no formatting by hand outside the formatting module', () => {
  it('refuses Intl formats, toLocale*String, ISO slices and dayjs in a remote', () => {
    const code = [
      "import dayjs from 'dayjs';",
      "export const a = new Intl.NumberFormat('en').format(1);",
      'export const b = new Date().toLocaleDateString();',
      'export const c = new Date().toISOString().slice(0, 10);',
      'export const d = Intl.DateTimeFormat().resolvedOptions();',
      'export const e = dayjs();',
    ].join('\n');
    expect(lintAsRemote(code)).toEqual(
      [1, 2, 3, 4, 5].map((line) => `no-restricted-syntax@${line}`),
    );
  });

  it('lets tests and the shared module do it', () => {
    const code = "export const a = new Intl.NumberFormat('en').format(1);\n";
    expect(lintAsRemote(code, 'mf-jobs/src/example.test.tsx')).toEqual([]);
    expect(lintAsRemote(code, 'packages/contracts/src/example.ts')).toEqual([]);
  });
});
