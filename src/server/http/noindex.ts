/** Player pages are about minors: search engines are asked not to index them (the API and the HTML). */
export const ROBOTS_HEADER = 'X-Robots-Tag';
export const NOINDEX = 'noindex';

/** The web app's paths whose HTML carries the header: the public player pages. */
export const isNoindexPath = (path: string) => path.startsWith('/player/');
