/**
 * The contract between the server and the page-drawing bundle it loads (src/web/entry-server.tsx, built
 * to dist/ssr by `npm run build`; read by src/server/http/ssr.ts).
 */

/** Answers an API call (`/api/...`) the page's queries make, in-process, as the visitor. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** React Query's dehydrated cache: the answers the markup was drawn from. */
  state: unknown;
  /** How many times it was drawn: 1 when its loader (src/web/page-loaders.ts) asked for all it shows. */
  drawings: number;
  /** The file of the screen drawn, under src/web/pages, without its extension (routes.tsx's SCREEN_FILES). */
  screen: string;
}

/**
 * Whom a page is drawn for: `visitor`, the one who asked (their session, their name in the bar); or
 * `signed-in`, any signed-in visitor, the server having checked the session: nothing in it is theirs, the
 * bar and banner that are wait for the browser, and one drawing serves them all (decision 0065).
 */
export type DrawnFor = 'visitor' | 'signed-in';

export type RenderPage = (url: string, transport: ApiTransport, drawnFor?: DrawnFor) => Promise<RenderedPage>;

/** The id of the <script type="application/json"> element the state travels in. */
export const SSR_STATE_ID = 'hf-state';

/**
 * On the root of a drawn page until it has hydrated (RootLayout's `Interactive` removes it). Its forms are
 * `inert` until then: one submitted natively would put a password in the URL. Only the forms, not the whole
 * root: un-inerting the root made the browser restyle every element of the page, 50-170 ms on a slowed
 * phone, in the middle of hydration.
 */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/** DRAWN_ATTRIBUTE's value on a page drawn for any signed-in visitor (`DrawnFor`); empty otherwise. */
export const DRAWN_FOR_SIGNED_IN = 'signed-in';

/**
 * The header each API call made to draw one page carries, with that drawing's id: the calls of one page
 * drawn count as one view of it (server/features/impact/page-views.ts).
 */
export const DRAWING_HEADER = 'x-homefield-drawing';
