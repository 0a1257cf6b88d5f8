import { MAX_DOCUMENT_BYTES, MAX_FONT_FILE_BYTES, MAX_VIDEO_BYTES } from '@mp/contracts';

/** A family of files recognised by their bytes, the content types that may declare it. */
interface Family {
  name: string;
  types: readonly string[];
  maxBytes: number;
  /** Shown in the browser (images, video, pdf); others download as attachments. */
  inline: boolean;
}

const DOC = MAX_DOCUMENT_BYTES;
const VIDEO = MAX_VIDEO_BYTES;
const FONT = MAX_FONT_FILE_BYTES;

export const FAMILIES = {
  pdf: { name: 'pdf', types: ['application/pdf'], maxBytes: DOC, inline: true },
  png: { name: 'png', types: ['image/png'], maxBytes: DOC, inline: true },
  jpeg: {
    name: 'jpeg',
    types: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    maxBytes: DOC,
    inline: true,
  },
  gif: { name: 'gif', types: ['image/gif'], maxBytes: DOC, inline: true },
  webp: { name: 'webp', types: ['image/webp'], maxBytes: DOC, inline: true },
  isoVideo: {
    name: 'mp4/mov',
    types: ['video/mp4', 'video/quicktime', 'video/x-m4v'],
    maxBytes: VIDEO,
    inline: true,
  },
  avi: {
    name: 'avi',
    types: ['video/x-msvideo', 'video/avi', 'video/msvideo'],
    maxBytes: VIDEO,
    inline: true,
  },
  matroska: {
    name: 'mkv/webm',
    types: ['video/x-matroska', 'video/webm'],
    maxBytes: VIDEO,
    inline: true,
  },
  asf: { name: 'wmv', types: ['video/x-ms-wmv', 'video/x-ms-asf'], maxBytes: VIDEO, inline: true },
  flv: { name: 'flv', types: ['video/x-flv'], maxBytes: VIDEO, inline: true },
  ooxml: {
    name: 'docx/xlsx',
    types: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    maxBytes: DOC,
    inline: false,
  },
  ole: {
    name: 'doc',
    types: ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'],
    maxBytes: DOC,
    inline: false,
  },
  text: {
    name: 'text',
    types: ['text/plain', 'text/csv', 'application/csv'],
    maxBytes: DOC,
    inline: false,
  },
  // Font files (docs/files.md#fonts): only under fonts/, only from administrators.
  woff2: { name: 'woff2', types: ['font/woff2'], maxBytes: FONT, inline: true },
  woff: {
    name: 'woff',
    types: ['font/woff', 'application/font-woff'],
    maxBytes: FONT,
    inline: true,
  },
  truetype: {
    name: 'ttf',
    types: ['font/ttf', 'font/sfnt', 'application/x-font-ttf'],
    maxBytes: FONT,
    inline: true,
  },
  opentype: {
    name: 'otf',
    types: ['font/otf', 'application/x-font-otf', 'application/vnd.ms-opentype'],
    maxBytes: FONT,
    inline: true,
  },
} as const satisfies Record<string, Family>;

/** The families of font files. */
export const FONT_FAMILIES: ReadonlySet<FamilyName> = new Set([
  'woff2',
  'woff',
  'truetype',
  'opentype',
]);

export type FamilyName = keyof typeof FAMILIES;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return Buffer.from(bytes.subarray(offset, offset + length)).toString('latin1');
}

const OOXML_MARKER = Buffer.from('[Content_Types].xml', 'latin1');
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** sfnt version 1.0 of a TrueType font (`true` is the older Apple tag). */
const TRUETYPE = [0x00, 0x01, 0x00, 0x00];

function sniffFont(head: Uint8Array): FamilyName | null {
  const tag = ascii(head, 0, 4);
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'wOFF') return 'woff';
  if (tag === 'OTTO') return 'opentype';
  if (tag === 'true' || startsWith(head, TRUETYPE)) return 'truetype';
  return null;
}

// Tab, line feed, form feed, carriage return.
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Whether decoded text holds no NUL or other control characters than the allowed ones. */
function hasOnlyTextCharacters(decoded: string): boolean {
  for (let index = 0; index < decoded.length; index += 1) {
    const code = decoded.charCodeAt(index);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return true;
}

function sniffRiff(head: Uint8Array): FamilyName | null {
  const form = ascii(head, 8, 4);
  if (form === 'WEBP') return 'webp';
  if (form === 'AVI ') return 'avi';
  return null;
}

/** Every magic number below lies within a file's first bytes. */
const HEAD_BYTES = 16;

/** What the sniffer learnt from the whole file. */
interface Seen {
  head: Uint8Array;
  size: number;
  /** The OOXML part list's name occurs somewhere in the bytes. */
  ooxmlMarker: boolean;
  /** UTF-8 text without NUL or other control characters than tab, line feed, form feed, return. */
  text: boolean;
}

function familyOf({ head, size, ooxmlMarker, text }: Seen): FamilyName | null {
  if (size === 0) return null;
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF') return sniffRiff(head);
  if (ascii(head, 4, 4) === 'ftyp') return 'isoVideo';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'matroska';
  if (startsWith(head, ASF_GUID)) return 'asf';
  if (startsWith(head, [0x46, 0x4c, 0x56, 0x01])) return 'flv';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return ooxmlMarker ? 'ooxml' : null;
  if (startsWith(head, OLE)) return 'ole';
  // Font tags are ASCII: a text file that happens to start with `true` stays text.
  return text ? 'text' : sniffFont(head);
}

/** Recognises a file's family from its bytes as they stream past, holding none of them. */
export interface Sniffer {
  push(chunk: Uint8Array): void;
  /** The family of everything pushed (call once, at the end). */
  family(): FamilyName | null;
}

export function createSniffer(): Sniffer {
  const seen: Seen = { head: new Uint8Array(0), size: 0, ooxmlMarker: false, text: true };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // The end of the previous chunk, so a marker split between two chunks is still found.
  let carry = Buffer.alloc(0);
  const decode = (chunk?: Uint8Array): void => {
    if (!seen.text) return;
    try {
      const decoded =
        chunk === undefined ? decoder.decode() : decoder.decode(chunk, { stream: true });
      seen.text = hasOnlyTextCharacters(decoded);
    } catch {
      seen.text = false;
    }
  };
  return {
    push(chunk) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (seen.head.length < HEAD_BYTES) {
        seen.head = Buffer.concat([seen.head, bytes.subarray(0, HEAD_BYTES - seen.head.length)]);
      }
      seen.size += bytes.length;
      if (!seen.ooxmlMarker) {
        const across = Buffer.concat([carry, bytes.subarray(0, OOXML_MARKER.length - 1)]);
        seen.ooxmlMarker = across.includes(OOXML_MARKER) || bytes.includes(OOXML_MARKER);
        const keep = OOXML_MARKER.length - 1;
        const tail = bytes.length >= keep ? bytes.subarray(bytes.length - keep) : bytes;
        const joined = bytes.length >= keep ? Buffer.from(tail) : Buffer.concat([carry, tail]);
        carry = joined.subarray(Math.max(0, joined.length - keep));
      }
      decode(bytes);
    },
    family() {
      decode();
      return familyOf(seen);
    },
  };
}

/** The family of a file from its bytes (magic numbers), or null for anything else. */
export function sniffFamily(bytes: Uint8Array): FamilyName | null {
  const sniffer = createSniffer();
  sniffer.push(bytes);
  return sniffer.family();
}
/** The lower-cased media type without parameters (`text/csv; charset=utf-8` → `text/csv`). */
export function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The family whose content types include the declared one, or null. */
export function declaredFamily(contentType: string): FamilyName | null {
  const type = mediaType(contentType);
  for (const [name, family] of Object.entries(FAMILIES) as [FamilyName, Family][]) {
    if (family.types.includes(type)) return name;
  }
  return null;
}
