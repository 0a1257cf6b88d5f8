// Prints the text of the CV on standard input: argv[2] is its format, `pdf` (pdf-parse, i.e.
// PDF.js) or `docx` (mammoth). Run as its own Node process (docs/users.md#cv-parsing): a parser
// that crashes, hangs or eats memory takes down this process, never the API; and PDF.js loads
// its worker with a dynamic import that Jest's module system cannot do.
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

async function pdfText(bytes) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function docxText(bytes) {
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

const format = process.argv[2];
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const bytes = Buffer.concat(chunks);
try {
  const text = format === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  process.stdout.write(text);
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
