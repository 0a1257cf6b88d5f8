/**
 * A CV's text from its bytes (docs/users.md#cv-parsing): the format is told by the content,
 * never by the name or declared type, and the text is read in a child process that is killed
 * after CV_TEXT_TIMEOUT_MS.
 */
import { spawn } from 'node:child_process';
import { cvTextWorkerPath } from '../../paths';

export type CvFormat = 'pdf' | 'docx';

export const CV_TEXT_TIMEOUT_MS = 60_000;

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** PDF by its `%PDF-` header; DOCX by a zip holding word/document.xml; anything else null. */
export function cvFormatOf(bytes: Buffer): CvFormat | null {
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE) && bytes.includes('word/document.xml'))
    return 'docx';
  return null;
}

export class CvTextError extends Error {}

/** The text, or CvTextError with why it could not be read. */
export function readCvText(
  bytes: Buffer,
  format: CvFormat,
  timeoutMs = CV_TEXT_TIMEOUT_MS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cvTextWorkerPath(), format], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new CvTextError(`reading the ${format} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else {
        const detail = Buffer.concat(err).toString('utf8').trim().slice(0, 300);
        reject(new CvTextError(`the ${format} could not be read${detail ? `: ${detail}` : ''}`));
      }
    });
    // A child that dies before reading everything closes its stdin: not our error to throw.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}
