/** Reading PDFs the API answers: their text, extracted as a PDF viewer reads it (pdf-parse). */
import { spawn } from 'node:child_process';
import path from 'node:path';

const EXTRACTOR = path.join(__dirname, 'pdf-text.mjs');

/** The text of every page, whitespace runs folded to one space. */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [EXTRACTOR], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8').replace(/\s+/g, ' '));
      else reject(new Error(`pdf-text exited with ${code}: ${Buffer.concat(err).toString()}`));
    });
    child.stdin.end(Buffer.from(bytes));
  });
}
