// Prints the text of the PDF on standard input, extracted with pdf-parse (PDF.js). Run as its
// own Node process: PDF.js loads its worker with a dynamic import, which Jest's module system
// cannot do.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text } = await parser.getText();
  process.stdout.write(text);
} finally {
  await parser.destroy();
}
