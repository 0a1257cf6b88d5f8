import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository explains itself: rules are stated in docs/<domain>.md and linked from code,
 * never cited from documents outside the repository by section number. This guard fails with
 * file:line for any such citation and for any link to a docs page or heading that does not exist.
 */

const ROOT = path.resolve(__dirname, '../../..');
/** This file quotes the forms it forbids in its own examples. */
const SELF = path.relative(ROOT, __filename).split(path.sep).join('/');
const MAX_TEXT_BYTES = 2 * 1024 * 1024;

const OUTSIDE_NAMES = String.raw`(?:SPEC|DESIGN)`;
/** Citations of the outside specification and design documents, in the forms they took. */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  // "SPEC section 8", "SPEC sections 3, 4 and 7", "SPEC 8", "DESIGN 6", "SPEC 6's rule"
  new RegExp(String.raw`\b${OUTSIDE_NAMES}(?:\.md)?(?:\s+(?:sections?|§))?\s*\d`),
  // "... (DESIGN section" with its number on the next line
  new RegExp(String.raw`\b${OUTSIDE_NAMES}(?:\.md)?\s+(?:sections?|§)\s*$`),
  // "SPEC's rule", "the SPEC defaults", "every SPEC event", "(SPEC)"
  new RegExp(String.raw`\b${OUTSIDE_NAMES}['’]s\b`),
  new RegExp(String.raw`\b(?:[Tt]he|[Ee]very|[Nn]o|[Pp]er|[Bb]y|[Oo]f|[Ii]n)\s+${OUTSIDE_NAMES}\b`),
  new RegExp(String.raw`\(\s*${OUTSIDE_NAMES}\s*\)`),
  // "SPEC defaults", "SPEC event names", "SPEC names the call only"
  new RegExp(
    String.raw`\b${OUTSIDE_NAMES}\s+(?:defaults?|formats?|names?|shape|breakpoints?|wording|rules?|events?|socket|says|lists)\b`,
  ),
  // The documents by file name
  new RegExp(String.raw`(?<![\w./-])${OUTSIDE_NAMES}\.md\b`, 'i'),
  // A numbered section of some document: link to a heading instead
  /\b[Ss]ections? \d/,
];

interface Finding {
  file: string;
  line: number;
  message: string;
}

function trackedTextFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => {
    const full = path.join(ROOT, file);
    return existsSync(full) && statSync(full).isFile() && statSync(full).size <= MAX_TEXT_BYTES;
  });
}

function readText(file: string): string | null {
  const content = readFileSync(path.join(ROOT, file));
  return content.includes(0) ? null : content.toString('utf8');
}

/** Lines (1-based) that cite the outside documents. */
function outsideReferences(text: string): Array<{ line: number; match: string }> {
  return text.split('\n').flatMap((content, index) => {
    const hit = OUTSIDE_REFERENCES.map((pattern) => pattern.exec(content)).find(Boolean);
    return hit ? [{ line: index + 1, match: hit[0] }] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown text's headings (outside code fences), duplicates numbered. */
function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

interface LinkTarget {
  line: number;
  /** Path relative to the repository root ('' for the same file). */
  file: string;
  anchor: string | null;
  written: string;
}

/** `docs/...md#anchor` and `bench/...md` mentioned anywhere: paths from the repository root. */
function rootPathMentions(text: string): Array<Omit<LinkTarget, 'file'> & { path: string }> {
  const mention = /(?<![\w./-])((?:docs|bench)\/[\w./-]*?\.md)(?:#([\w-]+))?/g;
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(mention)].map((m) => ({
      line: index + 1,
      path: m[1] ?? '',
      anchor: m[2] ?? null,
      written: m[0],
    })),
  );
}

/** Relative markdown links `[text](target)` outside code fences; external links are skipped. */
function markdownLinks(markdown: string): Array<Omit<LinkTarget, 'file'> & { path: string }> {
  let fenced = false;
  return markdown.split('\n').flatMap((content, index) => {
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    if (fenced) return [];
    return [...content.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].flatMap((m) => {
      const target = m[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) return [];
      const [linkPath = '', anchor] = target.split('#');
      return [{ line: index + 1, path: linkPath, anchor: anchor ?? null, written: target }];
    });
  });
}

function anchorsOf(file: string, cache: Map<string, Set<string>>): Set<string> {
  let anchors = cache.get(file);
  if (!anchors) {
    anchors = markdownAnchors(readFileSync(path.join(ROOT, file), 'utf8'));
    cache.set(file, anchors);
  }
  return anchors;
}

function checkTarget(
  from: string,
  target: LinkTarget,
  cache: Map<string, Set<string>>,
): Finding | null {
  const file = target.file === '' ? from : target.file;
  const at = { file: from, line: target.line };
  if (!existsSync(path.join(ROOT, file))) {
    return { ...at, message: `links to ${target.written}, which does not exist` };
  }
  if (target.anchor === null || !file.endsWith('.md')) return null;
  if (anchorsOf(file, cache).has(target.anchor.toLowerCase())) return null;
  return { ...at, message: `links to ${target.written}: ${file} has no heading #${target.anchor}` };
}

function linkTargets(file: string, text: string): LinkTarget[] {
  const fromRoot = rootPathMentions(text).map((m) => ({
    ...m,
    file: path.posix.normalize(m.path),
  }));
  if (!file.endsWith('.md')) return fromRoot;
  const dir = path.posix.dirname(file);
  const relative = markdownLinks(text).map((m) => ({
    ...m,
    file:
      m.path === '' ? '' : path.posix.normalize(path.posix.join(dir, m.path)).replace(/\/$/, ''),
  }));
  return [...fromRoot, ...relative];
}

describe('documentation references', () => {
  const files = trackedTextFiles()
    .filter((file) => file !== SELF)
    .map((file) => ({ file, text: readText(file) }))
    .filter((entry): entry is { file: string; text: string } => entry.text !== null);

  it('finds the repository files to check', () => {
    expect(files.map((entry) => entry.file)).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/ARCHITECTURE.md',
        'packages/contracts/src/index.ts',
      ]),
    );
  });

  it('never cites the specification or design documents outside the repository', () => {
    const findings = files.flatMap(({ file, text }) =>
      outsideReferences(text).map(({ line, match }) => `${file}:${line}: "${match}"`),
    );
    expect(findings).toEqual([]);
  });

  it('links only to docs pages and headings that exist', () => {
    const cache = new Map<string, Set<string>>();
    const findings = files.flatMap(({ file, text }) =>
      linkTargets(file, text)
        .map((target) => checkTarget(file, target, cache))
        .filter((finding): finding is Finding => finding !== null)
        .map((finding) => `${finding.file}:${finding.line}: ${finding.message}`),
    );
    expect(findings).toEqual([]);
  });
});

describe('outsideReferences', () => {
  it.each([
    '// SPEC section 8: 401 goes to /unauthorized',
    ' * the state rules of SPEC sections 3, 4 and 7',
    '/* Mobile layout below 769 px (SPEC 9). */',
    '// Target (DESIGN 6): home <= 170 KB gzip.',
    'signed with the credentials (DESIGN section',
    "follows SPEC 8's 401/403 rules",
    "highlighted by SPEC's rule",
    "it('gives the SPEC defaults for nothing', () => {",
    'the wire event name is the SPEC name',
    'No SPEC socket event belongs to proposals',
    'read SPEC.md first',
    'the account entity of sections 3 and 4',
  ])('flags %j', (line) => {
    expect(outsideReferences(line)).toEqual([{ line: 1, match: expect.any(String) }]);
  });

  it.each([
    'spec: RouteSpec<P, Q, B, R>',
    'function inputField(spec: FieldSpec) {}',
    "test('e2e/tests/payments.spec.ts')",
    'const DESIGN_TOKENS = {};',
    "services: ['Website design', 'Graphic design']",
    'See docs/payments.md#payment-error-codes.',
  ])('leaves %j alone', (line) => {
    expect(outsideReferences(line)).toEqual([]);
  });

  it('reports the line of each citation', () => {
    expect(outsideReferences('fine\n// SPEC section 2\nfine').map((hit) => hit.line)).toEqual([2]);
  });
});

describe('links', () => {
  it('makes GitHub heading anchors', () => {
    expect(headingSlug('Lists: `GET /jobs`')).toBe('lists-get-jobs');
    expect(headingSlug('Sending (all three send routes)')).toBe('sending-all-three-send-routes');
    expect(headingSlug('Size (`pnpm bench:size`)')).toBe('size-pnpm-benchsize');
    expect(headingSlug('Statuses: both readings, one mapping')).toBe(
      'statuses-both-readings-one-mapping',
    );
  });

  it('numbers repeated headings and ignores fenced code', () => {
    const anchors = markdownAnchors('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n');
    expect([...anchors]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('reads docs paths in code and relative links in markdown', () => {
    expect(rootPathMentions('// See docs/payments.md#fees and bench/README.md.')).toEqual([
      { line: 1, path: 'docs/payments.md', anchor: 'fees', written: 'docs/payments.md#fees' },
      { line: 1, path: 'bench/README.md', anchor: null, written: 'bench/README.md' },
    ]);
    expect(markdownLinks('[a](jobs.md#posting) [b](https://x.test) [c](#here)')).toEqual([
      { line: 1, path: 'jobs.md', anchor: 'posting', written: 'jobs.md#posting' },
      { line: 1, path: '', anchor: 'here', written: '#here' },
    ]);
  });
});
