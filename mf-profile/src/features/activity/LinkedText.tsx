import { isHttpUrl } from '@mp/contracts';

/** Runs of text that look like web addresses (the protocol is checked again by isHttpUrl). */
const ADDRESS = /(https?:\/\/[^\s<>"']+)/gi;
/** Sentence punctuation after an address belongs to the sentence. */
const TRAILING = /[.,;:!?)\]]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits a post into text and http(s) links; anything else stays text. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const [index, chunk] of text.split(ADDRESS).entries()) {
    if (chunk === '') continue;
    if (index % 2 === 0) {
      parts.push({ kind: 'text', text: chunk });
      continue;
    }
    const tail = TRAILING.exec(chunk)?.[0] ?? '';
    const href = chunk.slice(0, chunk.length - tail.length);
    if (isHttpUrl(href)) parts.push({ kind: 'link', href });
    else parts.push({ kind: 'text', text: href });
    if (tail) parts.push({ kind: 'text', text: tail });
  }
  return parts;
}

/**
 * A post's text as React text nodes, with http and https addresses as links opened in a new
 * tab. Never HTML: markup in a post shows as typed (docs/users.md#activity-posts).
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.href}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
