/**
 * The fonts invoices are set in: DejaVu Sans, from the `dejavu-fonts-ttf` package installed with
 * the API (never fetched at run time). It has Latin, Cyrillic (Ukrainian) and the currency signs
 * (£ € $ ₴), which PDF's built-in fonts lack. Read once, on the first invoice.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot } from '../../../paths';

export interface InvoiceFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: InvoiceFonts | null = null;

function fontFile(name: string): Buffer {
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  return readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
}

export function invoiceFonts(): InvoiceFonts {
  loaded ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
  return loaded;
}
