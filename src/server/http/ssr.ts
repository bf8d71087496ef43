import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Hono, Next } from 'hono';
import {
  type ApiTransport,
  DRAWING_HEADER,
  DRAWN_ATTRIBUTE,
  DRAWN_FOR_SIGNED_IN,
  type DrawnFor,
  type RenderPage,
  SSR_STATE_ID,
} from '../../shared/ssr';
import { requestSession, sessionToken } from '../auth/sessions';
import type { AppEnv } from '../core/deps';
import { listingVersion } from '../db/listing-version';
import { KeptPages, type Source, sourceOf } from './kept-pages';
import { pageChunks } from './page-chunks';
import { scriptsAfterPaint } from './scripts-after-paint';

/**
 * The pages people land on from outside (a shared link, a search, the address bar): the server draws them
 * so a phone on a slow network paints them from the HTML, before any script has loaded or run. Every other
 * screen is drawn by the browser, as before (docs/decisions/0022).
 */
const DRAWN_PATHS = [
  /^\/$/,
  /^\/auth$/,
  /^\/team-discovery$/,
  /^\/team-details\/[^/]+$/,
  /^\/player\/[^/]+\/[^/]+$/,
  // Read from a link in a footer, an email or a search: plain text, drawn whole.
  /^\/terms$/,
  /^\/privacy$/,
];
export const isDrawnPath = (pathname: string) => DRAWN_PATHS.some((pattern) => pattern.test(pathname));

/**
 * The drawn pages that show every signed-in visitor the same, but for the bar and the banner, which the
 * browser fills in (shared/ssr.ts, `DrawnFor`): a team's page, which only signed-in visitors see.
 */
const SAME_FOR_SIGNED_IN = [/^\/team-details\/[^/]+$/];

/**
 * Whom a page is drawn for: anyone not signed in, any signed-in visitor (a valid session on a page of
 * SAME_FOR_SIGNED_IN), or this visitor alone. The first two share kept drawings.
 */
type Audience = 'signed-out' | 'signed-in' | 'this-visitor';

async function audienceOf(c: Context<AppEnv>, notFound: boolean): Promise<Audience> {
  const token = sessionToken(c);
  if (!token) return 'signed-out';
  if (notFound || token.length > 128 || !SAME_FOR_SIGNED_IN.some((pattern) => pattern.test(c.req.path)))
    return 'this-visitor';
  const { database, config } = c.var.deps;
  return (await requestSession(database.db, config, token)) ? 'signed-in' : 'this-visitor';
}

/**
 * The API answer saying who is signed in, which every drawing asks for (web/lib/session.ts). To a visitor
 * without a session cookie it always says nobody: a page kept for them does not ask it again.
 */
const SESSION_ANSWER = '/api/auth/session';

/** Drawn for this visitor (signed in, it shows their name): no shared cache may keep it. */
export const DRAWN_PAGE = 'private, no-cache';

/** The request's headers the page's API calls go out with (the visitor's cookie and address among them). */
const NOT_FORWARDED = [
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'content-length',
  'content-type',
];

const HEAD_FIRST = /^((?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*)([\s\S]*)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The bundle `npm run build` writes beside the web app: dist/ssr next to dist/web. */
export const rendererPath = (staticDir: string) => path.join(staticDir, '..', 'ssr', 'entry-server.js');

/**
 * The handlers for drawn pages and for the not-found page, or null without a server bundle (a web build
 * made without it): the browser then draws every page, as it can. A page that fails to draw is handed to
 * the next handler (the plain index.html) and logged.
 */
export function drawnPages(
  app: Hono<AppEnv>,
  staticDir: string,
  headers: (c: Context) => Record<string, string>,
  atOnce: number,
) {
  const bundle = rendererPath(staticDir);
  if (!existsSync(bundle)) return null;
  const template = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const [head = '', after] = template.split('<div id="root"></div>');
  const { head: before, boot } = scriptsAfterPaint(inlineStylesheets(head, staticDir));
  const chunksOf = pageChunks(staticDir);
  if (after === undefined) throw new Error(`${staticDir}/index.html has no empty <div id="root"></div>`);
  const renderer = import(pathToFileURL(bundle).href).then((m: { render: RenderPage }) => m.render);

  /** The page and whether it shows something missing (an API answer it was drawn from said 404). */
  const draw = async (
    c: Context<AppEnv>,
    sources: Source[],
    ask: ApiTransport,
    drawnFor: DrawnFor,
  ): Promise<{ html: string; missing: boolean }> => {
    const url = new URL(c.req.url);
    let missing = false;
    const transport: ApiTransport = async (apiUrl, init) => {
      const answer = await ask(apiUrl, init);
      missing ||= answer.status === 404;
      sources.push(await sourceOf(apiUrl, answer));
      return answer;
    };
    const page = await (await renderer)(url.pathname + url.search, transport, drawnFor);
    // `<` never appears raw in the state, so nothing in it can close the script element early.
    const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
    // React writes a page's <title> (and any <meta> or <link>) first; it belongs in the head, where the
    // browser adopts it on hydration and replaces it on the next screen.
    const [, head, body = ''] = HEAD_FIRST.exec(page.html) as RegExpExecArray;
    const top = head ? before.replace(/<title>[^<]*<\/title>/, head) : before;
    const quietForms = body.replace(/<form(?=[\s>])/g, '<form inert');
    return {
      html: `${top}<div id="root" ${DRAWN_ATTRIBUTE}${drawnFor === 'signed-in' ? `="${DRAWN_FOR_SIGNED_IN}"` : ''}>${quietForms}</div><script type="application/json" id="${SSR_STATE_ID}">${state}</script>${boot(chunksOf(page.screen))}${after}`,
      missing,
    };
  };
  const kept = new KeptPages();
  /** Pages being drawn now. Each holds a whole page in memory while React writes it. */
  let drawing = 0;

  /**
   * Draws the page at the request's path (`notFound`: a path that is no page, which the router draws as
   * its not-found page). A page whose data is missing (an unknown player, say) answers 404 too: its screen
   * says so once it runs (docs/decisions/0022). Every unknown path draws the same page, so they share one
   * kept copy: random paths cannot crowd the real pages out of the cache.
   */
  const answer = async (c: Context<AppEnv>, next: Next, notFound: boolean) => {
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const audience = await audienceOf(c, notFound);
    const key = `${audience} ${encoding} ${notFound ? 'not-found' : c.req.url}`;
    // Every API call made for this one page names it, so the page counts as one view (page-views.ts).
    const ask = askAs(app, c, randomUUID());
    const { db } = c.var.deps.database;
    const page =
      audience === 'this-visitor'
        ? undefined
        : await kept.get(
            key,
            (url) => ask(url, {}),
            () => listingVersion(db),
          );
    // Served again without asking the API: the visit counts the views its drawing's answers counted.
    for (const teamId of page?.viewed ?? []) c.var.deps.pageViews?.count(c, teamId, null);
    let drawn = page?.answer;
    if (drawn === undefined) {
      // A crowd (a player's link shared to a whole school, issue 24) past `atOnce` drawings gets the page
      // the browser draws itself, which costs nothing here: 2,000 drawings at once ran the server out of
      // memory. A kept page is served to any crowd.
      if (drawing >= atOnce) return next();
      drawing++;
      const sources: Source[] = [];
      try {
        const page = await draw(c, sources, ask, audience === 'signed-in' ? 'signed-in' : 'visitor');
        drawn = { body: await encode(page.html, encoding), status: notFound || page.missing ? 404 : 200 };
      } catch (error) {
        c.var.log?.error(
          { err: error, path: c.req.path },
          'page drawing failed; sent the browser-drawn page',
        );
        return next();
      } finally {
        drawing--;
      }
      const held =
        audience === 'signed-out' ? sources.filter((source) => source.url !== SESSION_ANSWER) : sources;
      if (audience !== 'this-visitor') kept.set(key, drawn, held, audience === 'signed-in');
    }
    return c.body(drawn.body, drawn.status, {
      ...headers(c),
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': DRAWN_PAGE,
      vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
  };

  return {
    /** The drawn pages (DRAWN_PATHS); every other path goes on. */
    pages: (c: Context<AppEnv>, next: Next) => (isDrawnPath(c.req.path) ? answer(c, next, false) : next()),
    /** The not-found page for a path that is no page (shared/page-paths.ts), with its 404. */
    notFound: (c: Context<AppEnv>, next: Next) => answer(c, next, true),
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

function chooseEncoding(accepts = ''): Encoding {
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return 'identity';
}

async function encode(html: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const text = Buffer.from(html);
  if (encoding === 'br')
    return new Uint8Array(await brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return new Uint8Array(await gzipAsync(text));
  return new Uint8Array(text);
}

/**
 * A drawn page carries its stylesheet (about 11 KB compressed) inside: it paints as soon as it arrives,
 * without a second request that, on a slow network, shares the bandwidth with the scripts. The styles
 * name no files (no fonts, no url()), so they mean the same at any address. The link stays, disabled (a
 * browser fetches nothing for it): the loader of a lazy screen looks for it, and without it fetched the
 * file and applied the same rules again, restyling the whole page (60-80 ms on a slowed phone).
 */
function inlineStylesheets(head: string, staticDir: string): string {
  return head.replace(
    /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) =>
      `<style>${readFileSync(path.join(staticDir, file), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
}

/**
 * The page's API calls, answered by this same app in-process, as the visitor who asked for the page, each
 * naming the page's drawing.
 */
function askAs(app: Hono<AppEnv>, c: Context<AppEnv>, drawing: string): ApiTransport {
  return async (url, init) => {
    const headers = new Headers(c.req.raw.headers);
    for (const name of NOT_FORWARDED) headers.delete(name);
    headers.set(DRAWING_HEADER, drawing);
    return app.request(url, { method: init.method ?? 'GET', headers }, c.env);
  };
}
