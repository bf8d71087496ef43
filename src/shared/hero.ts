/**
 * The landing page's still picture (src/web/pages/landing/LandingPage.tsx), preloaded with the HTML
 * (src/server/http/static.ts). A phone held upright shows only the middle of the 16:9 picture, so it gets
 * that middle (540 x 720, 19 KB) instead of the whole (1280 x 720, 38 KB): the same pixels on its screen,
 * half the bytes over a slow link.
 */
export const HERO_POSTER = {
  wide: '/media/hero-poster.webp',
  upright: '/media/hero-poster-portrait.webp',
  /** Where the upright crop is used: as narrow as 3:4 or narrower, where it still covers the hero. */
  uprightMedia: '(max-aspect-ratio: 3/4)',
} as const;
