const BASE = 'https://homefield.invalid';
/** Characters a URL parser drops or reads as a slash ("/\t/evil.com" is "//evil.com" to a browser). */
const hasUnsafeCharacter = (value: string) =>
  [...value].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\');

/**
 * A redirect target taken from a request (a ?next= after sign-in, a link's return path) as a path of this
 * site, or null when it could lead elsewhere: another origin ("//evil.com", "https://evil.com",
 * "/\\evil.com"), a script ("javascript:"), or anything that is not a plain absolute path.
 */
export function safePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
