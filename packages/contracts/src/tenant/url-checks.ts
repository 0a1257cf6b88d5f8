/** URL checks the schemas and the screens share; no zod here, so screens can use them cheaply. */

/** A URL is valid only with the http or https protocol (docs/users.md#input-rules). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An in-app path: starts with a single '/', no whitespace, no backslashes. */
export function isAppPath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}
