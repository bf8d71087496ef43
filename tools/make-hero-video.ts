/**
 * Makes the landing page's hero film from our own art: nothing is downloaded, nothing is licensed.
 *
 *   npx tsx tools/make-hero-video.ts            # writes src/web/public/media/hero.{webm,mp4} and the posters
 *   npx tsx tools/make-hero-video.ts --frames   # also keeps the PNG frames (printed path) for a look
 *   npx tsx tools/make-hero-video.ts --preview  # only four frames, no encoding: a quick look at the art
 *
 * What it draws: a youth soccer field at dusk, seen from behind one end. Floodlights, a small-town skyline,
 * sponsor boards along the far fence, a few parents cheering behind them, birds, pennant bunting along the top
 * edge, and two teams of kids: the gold team passes the ball around (four passes), the blue team follows it.
 *
 * How: one HTML page with a <canvas>; `drawFrame(t)` paints the scene at time t (seconds). Every movement is
 * a function of t with a whole number of cycles in LOOP seconds, so frame LOOP*FPS would equal frame 0 and the
 * film loops without a seam. Random choices (stars, trees, faces) come from a seeded generator, so two runs
 * give the same pictures. Headless Chromium (playwright-core) screenshots each frame; ffmpeg encodes them:
 *   hero.webm  VP9, two-pass at about 1 Mbit/s     hero.mp4  H.264 High, two-pass, +faststart
 *   hero-poster.jpg / hero-poster.webp  frame 0 (the still shown before the film plays and under
 *   prefers-reduced-motion), so the poster hands over to the film without a jump.
 * Budget: each film at most 2 MB (aim about 1 MB); the script fails if a file is over.
 *
 * Needs /usr/bin/chromium and ffmpeg (Debian: `apt-get update && apt-get install -y chromium ffmpeg`).
 * Run by hand when the art changes, never at build time; commit the files in src/web/public/media/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const LOOP = 8; // seconds
const BITRATE = '950k';
const MAX_BYTES = 2 * 1024 * 1024;
const OUT_DIR = path.resolve('src/web/public/media');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The scene, as a plain script for the page (not compiled by tsx, so no helpers leak into it). */
const SCENE = String.raw`
const W = ${WIDTH}, H = ${HEIGHT}, T = ${LOOP};
const TAU = Math.PI * 2;
const C = {
  navy: '#0B1F3A', gold: '#F2B705', field: '#1E7F4F', sky: '#1D4ED8', white: '#FFFFFF',
};
const canvas = document.getElementById('c');
const ctx = canvas.getContext('2d');

// Seeded generator (mulberry32): the same art on every run.
function rng(seed) {
  return function () {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(20261122);

// Camera: a pinhole 5.9 m above the near touchline, looking down the field. X across, Z depth, Y up (metres).
const F = 782, HCAM = 5.88, CX = 640, CY = 300;
function P(X, Z, Y = 0) { return [CX + (F * X) / Z, CY + (F * (HCAM - Y)) / Z, F / Z]; }
const wave = (cycles, t, phase = 0) => Math.sin(TAU * cycles * (t / T) + phase);
const mod = (a, n) => ((a % n) + n) % n;

function layer() {
  const c = document.createElement('canvas');
  c.width = W; c.height = H;
  return [c, c.getContext('2d')];
}
function poly(g, pts) { g.beginPath(); g.moveTo(pts[0][0], pts[0][1]); for (const p of pts.slice(1)) g.lineTo(p[0], p[1]); g.closePath(); }

// ---------------------------------------------------------------- static: sky, town, field
const [bg, b] = layer();
{
  const sky = b.createLinearGradient(0, 0, 0, 340);
  sky.addColorStop(0, '#0B1F3A'); sky.addColorStop(0.34, '#16305c'); sky.addColorStop(0.6, '#3f3d74');
  sky.addColorStop(0.78, '#9a5576'); sky.addColorStop(0.9, '#e3804a'); sky.addColorStop(1, '#f6bf55');
  b.fillStyle = sky; b.fillRect(0, 0, W, 340);
  // Low sun behind the trees, and its glow.
  const glow = b.createRadialGradient(360, 318, 10, 360, 318, 460);
  glow.addColorStop(0, 'rgba(255,214,120,0.75)'); glow.addColorStop(0.25, 'rgba(242,160,70,0.30)'); glow.addColorStop(1, 'rgba(242,120,70,0)');
  b.fillStyle = glow; b.fillRect(0, 0, W, 360);
  b.fillStyle = '#ffe29a'; b.beginPath(); b.arc(360, 318, 34, 0, TAU); b.fill();
  // Long thin clouds lit from below.
  const clouds = [[180, 205, 260, 9], [520, 178, 340, 8], [980, 150, 300, 10], [1160, 232, 220, 7], [760, 240, 180, 6]];
  for (const [x, y, w, h] of clouds) {
    const g = b.createLinearGradient(0, y - h, 0, y + h);
    g.addColorStop(0, 'rgba(120,90,150,0.0)'); g.addColorStop(0.5, 'rgba(170,105,140,0.45)'); g.addColorStop(1, 'rgba(240,150,110,0.55)');
    b.fillStyle = g;
    b.beginPath(); b.ellipse(x, y, w / 2, h, 0, 0, TAU); b.fill();
    b.beginPath(); b.ellipse(x + w * 0.18, y - h * 0.8, w * 0.28, h * 0.8, 0, 0, TAU); b.fill();
  }
  // Town: a steeple, a water tower, roofs with lit windows, then a line of trees in front.
  b.fillStyle = '#1a2547';
  const roofs = [];
  for (let x = -20; x < W + 40; ) {
    const w = 30 + rand() * 46, h = 14 + rand() * 22;
    roofs.push([x, w, h]);
    x += w + rand() * 26;
  }
  for (const [x, w, h] of roofs) {
    b.fillRect(x, 322 - h, w, h + 30);
    b.beginPath(); b.moveTo(x - 3, 322 - h); b.lineTo(x + w / 2, 322 - h - 10); b.lineTo(x + w + 3, 322 - h); b.fill();
  }
  b.fillRect(468, 250, 14, 80); b.beginPath(); b.moveTo(464, 252); b.lineTo(475, 214); b.lineTo(486, 252); b.fill();
  // Water tower with the town's name.
  b.strokeStyle = '#1a2547'; b.lineWidth = 3;
  for (const dx of [-16, -5, 5, 16]) { b.beginPath(); b.moveTo(930 + dx * 0.6, 258); b.lineTo(930 + dx, 322); b.stroke(); }
  b.beginPath(); b.ellipse(930, 244, 26, 17, 0, 0, TAU); b.fill();
  b.beginPath(); b.moveTo(904, 238); b.lineTo(930, 222); b.lineTo(956, 238); b.fill();
  b.fillStyle = 'rgba(242,183,5,0.55)'; b.font = 'bold 9px DejaVu Sans, sans-serif'; b.textAlign = 'center'; b.fillText('HOMEFIELD', 930, 248);
  for (const [x, w, h] of roofs) {
    for (let i = 0; i < 3; i++) if (rand() < 0.45) {
      b.fillStyle = rand() < 0.5 ? 'rgba(255,210,120,0.85)' : 'rgba(255,235,180,0.6)';
      b.fillRect(x + 5 + rand() * (w - 12), 326 - h + rand() * (h - 8), 4, 4);
    }
  }
  b.fillStyle = '#0d1d36';
  for (let x = -30; x < W + 30; x += 9 + rand() * 12) {
    const r = 9 + rand() * 15;
    b.beginPath(); b.arc(x, 338 - r * 0.7 - rand() * 6, r, 0, TAU); b.fill();
  }
  b.fillRect(0, 332, W, 60);
  // Ground beyond the pitch, then the mown stripes of the pitch itself.
  b.fillStyle = '#123a28'; b.fillRect(0, 340, W, H - 340);
  const bands = 10, zNear = 7.2, zFar = 51;
  for (let i = 0; i < bands; i++) {
    const z1 = zNear + ((zFar - zNear) * i) / bands, z2 = zNear + ((zFar - zNear) * (i + 1)) / bands;
    b.fillStyle = i % 2 ? '#175f3d' : '#1a6b45';
    poly(b, [P(-30, z1), P(30, z1), P(30, z2), P(-30, z2)]); b.fill();
  }
  // Run-off outside the touchlines, a shade darker.
  b.fillStyle = '#124d31';
  poly(b, [P(-30, 7.2), P(-60, 7.2), P(-60, 54), P(-30, 54)]); b.fill();
  poly(b, [P(30, 7.2), P(60, 7.2), P(60, 54), P(30, 54)]); b.fill();
  poly(b, [P(-60, 51), P(60, 51), P(60, 54), P(-60, 54)]); b.fill();
  // Floodlight pool on the grass.
  const pool = b.createRadialGradient(690, 500, 40, 690, 500, 720);
  pool.addColorStop(0, 'rgba(255,246,214,0.14)'); pool.addColorStop(0.55, 'rgba(255,246,214,0.02)'); pool.addColorStop(1, 'rgba(0,10,30,0.45)');
  b.fillStyle = pool; b.fillRect(0, 340, W, H - 340);
  // Lines: thin world-space rectangles and rings, projected, so they narrow with distance.
  b.fillStyle = 'rgba(255,255,255,0.82)';
  const lw = 0.12;
  function line(x1, z1, x2, z2) {
    const dx = x2 - x1, dz = z2 - z1, len = Math.hypot(dx, dz), nx = (-dz / len) * lw / 2, nz = (dx / len) * lw / 2;
    poly(b, [P(x1 + nx, z1 + nz), P(x2 + nx, z2 + nz), P(x2 - nx, z2 - nz), P(x1 - nx, z1 - nz)]); b.fill();
  }
  function ring(x, z, r, a0 = 0, a1 = TAU) {
    const outer = [], inner = [];
    for (let i = 0; i <= 72; i++) {
      const a = a0 + ((a1 - a0) * i) / 72;
      outer.push(P(x + Math.cos(a) * (r + lw / 2), z + Math.sin(a) * (r + lw / 2)));
      inner.push(P(x + Math.cos(a) * (r - lw / 2), z + Math.sin(a) * (r - lw / 2)));
    }
    b.beginPath(); b.moveTo(outer[0][0], outer[0][1]);
    for (const p of outer) b.lineTo(p[0], p[1]);
    for (const p of inner.reverse()) b.lineTo(p[0], p[1]);
    b.closePath(); b.fill();
  }
  line(-30, 7.2, -30, 51); line(30, 7.2, 30, 51); line(-30, 51, 30, 51); line(-30, 10.5, 30, 10.5);
  ring(0, 10.5, 7);
  line(-16, 51, -16, 38); line(16, 51, 16, 38); line(-16, 38, 16, 38);
  line(-7, 51, -7, 46.5); line(7, 51, 7, 46.5); line(-7, 46.5, 7, 46.5);
  ring(0, 42, 7, -Math.PI * 0.79, -Math.PI * 0.21);
  b.beginPath(); const spot = P(0, 42); b.ellipse(spot[0], spot[1], 2.2, 1, 0, 0, TAU); b.fill();
}

// ---------------------------------------------------------------- static: boards, goal, floodlights
const BOARDS = [
  ['ROSA\'S BAKERY', '#F2B705', '#0B1F3A'], ['MAIN ST HARDWARE', '#FFFFFF', '#0B1F3A'], ['LAKESIDE DENTAL', '#1D4ED8', '#FFFFFF'],
  ['HOMEFIELD', '#0B1F3A', '#F2B705'], ['PINE CREEK PIZZA', '#1E7F4F', '#FFFFFF'], ['OAK & IRON GYM', '#FFFFFF', '#1D4ED8'],
  ['RIVERSIDE AUTO', '#F2B705', '#0B1F3A'], ['THE CORNER CAFE', '#1D4ED8', '#FFFFFF'],
];
const [fg, g] = layer();
{
  const z = 54.5, y0 = 0, y1 = 1.05, w = 60 / BOARDS.length;
  BOARDS.forEach(([name, fill, ink], i) => {
    const x1 = -30 + i * w, x2 = x1 + w - 0.35;
    const a = P(x1, z, y1), c = P(x2, z, y0);
    g.fillStyle = fill; g.fillRect(a[0], a[1], c[0] - a[0], c[1] - a[1]);
    g.fillStyle = 'rgba(0,0,0,0.18)'; g.fillRect(a[0], c[1] - 2, c[0] - a[0], 2);
    g.fillStyle = ink; g.font = 'bold 9px DejaVu Sans, sans-serif'; g.textAlign = 'center'; g.textBaseline = 'middle';
    g.fillText(name, (a[0] + c[0]) / 2, (a[1] + c[1]) / 2 + 0.5, c[0] - a[0] - 6);
  });
}
const [goal, gg] = layer();
{
  const gx = 3.2, gy = 2.1, z = 51, zb = 52.6;
  gg.strokeStyle = 'rgba(255,255,255,0.32)'; gg.lineWidth = 0.8;
  for (let i = 0; i <= 16; i++) { const x = -gx + (2 * gx * i) / 16; const a = P(x, zb, gy * 0.95), c = P(x, zb, 0); gg.beginPath(); gg.moveTo(a[0], a[1]); gg.lineTo(c[0], c[1]); gg.stroke(); }
  for (let j = 0; j <= 6; j++) { const y = (gy * 0.95 * j) / 6; const a = P(-gx, zb, y), c = P(gx, zb, y); gg.beginPath(); gg.moveTo(a[0], a[1]); gg.lineTo(c[0], c[1]); gg.stroke(); }
  for (const s of [-1, 1]) for (let j = 0; j <= 6; j++) { const y = (gy * j) / 6; const a = P(s * gx, z, y), c = P(s * gx, zb, y * 0.95); gg.beginPath(); gg.moveTo(a[0], a[1]); gg.lineTo(c[0], c[1]); gg.stroke(); }
  gg.strokeStyle = '#ffffff'; gg.lineWidth = 3; gg.lineCap = 'round';
  const l0 = P(-gx, z, 0), l1 = P(-gx, z, gy), r1 = P(gx, z, gy), r0 = P(gx, z, 0);
  gg.beginPath(); gg.moveTo(l0[0], l0[1]); gg.lineTo(l1[0], l1[1]); gg.lineTo(r1[0], r1[1]); gg.lineTo(r0[0], r0[1]); gg.stroke();
}
const TOWERS = [[-37, 50], [37, 50]];
const LAMPS = [];
const [lights, l] = layer();
{
  for (const [x, z] of TOWERS) {
    const base = P(x, z, 0), top = P(x, z, 17.5);
    l.strokeStyle = '#0a1a30'; l.lineWidth = 6;
    l.beginPath(); l.moveTo(base[0], base[1]); l.lineTo(top[0], top[1] + 10); l.stroke();
    l.lineWidth = 1.5;
    for (let y = 2; y < 17; y += 1.6) { const p1 = P(x - 0.25, z, y), p2 = P(x + 0.25, z, y + 0.8); l.beginPath(); l.moveTo(p1[0], p1[1]); l.lineTo(p2[0], p2[1]); l.stroke(); }
    const lamp = P(x, z, 18.2), w = 58, h = 26;
    LAMPS.push([lamp[0], lamp[1]]);
    l.fillStyle = '#0a1a30'; l.fillRect(lamp[0] - w / 2 - 3, lamp[1] - h / 2 - 3, w + 6, h + 6);
    for (let i = 0; i < 5; i++) for (let j = 0; j < 2; j++) {
      l.fillStyle = '#fffbe8'; l.fillRect(lamp[0] - w / 2 + 2 + i * 11.4, lamp[1] - h / 2 + 2 + j * 12, 9, 9);
    }
    l.globalCompositeOperation = 'lighter';
    const halo = l.createRadialGradient(lamp[0], lamp[1], 4, lamp[0], lamp[1], 170);
    halo.addColorStop(0, 'rgba(255,250,225,0.85)'); halo.addColorStop(0.2, 'rgba(255,236,180,0.28)'); halo.addColorStop(1, 'rgba(255,230,170,0)');
    l.fillStyle = halo; l.fillRect(lamp[0] - 170, lamp[1] - 170, 340, 340);
    // A faint beam towards the centre of the pitch.
    const beam = l.createLinearGradient(lamp[0], lamp[1], 640, 560);
    beam.addColorStop(0, 'rgba(255,244,210,0.09)'); beam.addColorStop(1, 'rgba(255,244,210,0)');
    l.fillStyle = beam;
    const toward = x < 0 ? 1 : -1;
    l.beginPath(); l.moveTo(lamp[0] - 18, lamp[1]); l.lineTo(lamp[0] + 18, lamp[1]);
    l.lineTo(640 + toward * 420, 720); l.lineTo(640 - toward * 40, 720); l.closePath(); l.fill();
    l.globalCompositeOperation = 'source-over';
  }
}
const [vig, v] = layer();
{
  const r = v.createRadialGradient(660, 430, 260, 640, 400, 860);
  r.addColorStop(0, 'rgba(5,12,28,0)'); r.addColorStop(1, 'rgba(5,12,28,0.55)');
  v.fillStyle = r; v.fillRect(0, 0, W, H);
}

// ---------------------------------------------------------------- moving things
const STARS = Array.from({ length: 70 }, () => [rand() * W, rand() * 190, 0.4 + rand() * 1.1, 1 + Math.floor(rand() * 3), rand() * TAU]);
const BIRDS = [[0, 150, 9], [0.12, 168, 7], [0.5, 118, 8]];
const SKIN = ['#f1c7a5', '#d9a07a', '#a86b4a', '#7b4a32', '#e8b58e'];
const HAIR = ['#2b1a10', '#5a3a1e', '#c08a3e', '#1a1410', '#7a4b24'];
const PARENTS = Array.from({ length: 22 }, (_, i) => ({
  x: -27 + i * 2.55 + rand() * 0.8,
  coat: ['#33476b', '#5b2a3c', '#2f5d50', '#6b5a2f', '#40345f', '#233a5c'][Math.floor(rand() * 6)],
  skin: SKIN[Math.floor(rand() * SKIN.length)],
  cheer: rand() < 0.45 ? 1 + Math.floor(rand() * 2) : 0,
  phase: rand() * TAU,
  flag: rand() < 0.2,
}));

// The gold team passes round a square: G1 -> G2 -> G3 -> G4 -> G1, one pass every 2 seconds.
const GOLD = [
  { home: [-2, 13.5], amp: [1.2, 0.9], freq: [1, 2], ph: [0.3, 1.1], number: 7 },
  { home: [4.5, 15.5], amp: [1.1, 1.2], freq: [1, 1], ph: [2.1, 0.4], number: 10 },
  { home: [0.5, 20], amp: [1.5, 1.0], freq: [1, 2], ph: [4.0, 2.2], number: 4 },
  { home: [7.5, 21.5], amp: [0.9, 1.3], freq: [2, 1], ph: [1.2, 3.3], number: 9 },
];
const BLUE = [
  { home: [2.5, 18], pull: 0.45, amp: [0.8, 0.6], freq: [1, 2], ph: [0.7, 2.0] },
  { home: [7, 19.5], pull: 0.35, amp: [0.7, 0.8], freq: [2, 1], ph: [1.9, 0.2] },
  { home: [-2.5, 23.5], pull: 0.3, amp: [0.9, 0.6], freq: [1, 1], ph: [3.1, 1.4] },
  { home: [4, 27], pull: 0.25, amp: [1.0, 0.7], freq: [1, 2], ph: [0.1, 0.9] },
  { home: [-6.5, 17.5], pull: 0.3, amp: [0.8, 0.8], freq: [1, 1], ph: [2.6, 3.6] },
];
GOLD.forEach((p, i) => { p.skin = SKIN[(i * 2) % SKIN.length]; p.hair = HAIR[(i * 3 + 1) % HAIR.length]; });
BLUE.forEach((p, i) => { p.skin = SKIN[(i * 3 + 1) % SKIN.length]; p.hair = HAIR[(i * 2 + 2) % HAIR.length]; });

function jog(p, t) {
  return [p.home[0] + p.amp[0] * wave(p.freq[0], t, p.ph[0]), p.home[1] + p.amp[1] * wave(p.freq[1], t, p.ph[1])];
}
const SLOT = T / GOLD.length, DRIBBLE = 0.55;
function ball(t) {
  t = mod(t, T);
  const k = Math.floor(t / SLOT), from = GOLD[k], to = GOLD[(k + 1) % GOLD.length];
  const u = t - k * SLOT;
  const feet = (p, tt) => { const q = jog(p, tt); return [q[0] + 0.25, q[1] + 0.55]; };
  if (u < DRIBBLE) return [...feet(from, t), 0];
  const a = feet(from, k * SLOT + DRIBBLE), c = feet(to, (k + 1) * SLOT);
  const s = (u - DRIBBLE) / (SLOT - DRIBBLE), e = 1 - (1 - s) * (1 - s);
  const lofted = k === GOLD.length - 1;
  const y = lofted ? 4 * 2.2 * e * (1 - e) : 0;
  return [a[0] + (c[0] - a[0]) * e, a[1] + (c[1] - a[1]) * e, y];
}
// The blue team follows a smoothed ball (its average over the last second), so nobody jerks at a kick.
function smoothBall(t) {
  let x = 0, z = 0;
  for (let i = 0; i < 24; i++) { const q = ball(t - i / 24); x += q[0]; z += q[1]; }
  return [x / 24, z / 24];
}
function bluePos(p, t) {
  const s = smoothBall(t), j = jog(p, t);
  return [j[0] + (s[0] - p.home[0]) * p.pull, j[1] + (s[1] - p.home[1]) * p.pull];
}
function velocity(fn, t) { const a = fn(t - 0.05), c = fn(t + 0.05); return [(c[0] - a[0]) / 0.1, (c[1] - a[1]) / 0.1]; }

// Ball spin: a whole number of turns over the loop.
const BALL_R = 0.16;
const TRAVEL = (() => { let d = 0, prev = ball(0); const out = [0]; for (let i = 1; i <= 960; i++) { const q = ball((T * i) / 960); d += Math.hypot(q[0] - prev[0], q[1] - prev[1]); out.push(d); prev = q; } return out; })();
const TURNS = Math.max(1, Math.round(TRAVEL[960] / (TAU * BALL_R * 2.2)));
function spin(t) { const i = Math.round((mod(t, T) / T) * 960); return (TAU * TURNS * TRAVEL[i]) / TRAVEL[960]; }

function kid(x, y, s, o) {
  // o: { jersey, shorts, socks, skin, hair, back, number, speed, dir, t, phase, keeper }
  const stride = Math.min(1, o.speed / 3.2);
  const ph = TAU * 22 * (o.t / T) + o.phase;
  const bob = Math.abs(Math.sin(ph)) * 0.05 * stride;
  ctx.fillStyle = 'rgba(4,18,12,0.35)';
  ctx.beginPath(); ctx.ellipse(x + 0.12 * s, y + 0.02 * s, 0.36 * s, 0.085 * s, 0, 0, TAU); ctx.fill();
  const hipY = y - (0.74 + bob) * s;
  ctx.lineCap = 'round';
  for (const leg of [-1, 1]) {
    const p = Math.sin(ph + (leg > 0 ? 0 : Math.PI));
    const fx = x + leg * 0.09 * s + p * 0.28 * s * o.dir * stride;
    const fy = y - Math.max(0, p) * 0.16 * s * stride;
    const kx = (x + leg * 0.09 * s + fx) / 2 + 0.03 * s * o.dir, ky = (hipY + fy) / 2;
    ctx.strokeStyle = o.skin; ctx.lineWidth = 0.12 * s;
    ctx.beginPath(); ctx.moveTo(x + leg * 0.08 * s, hipY); ctx.lineTo(kx, ky); ctx.stroke();
    ctx.strokeStyle = o.socks; ctx.lineWidth = 0.13 * s;
    ctx.beginPath(); ctx.moveTo(kx, ky); ctx.lineTo(fx, fy - 0.04 * s); ctx.stroke();
    ctx.fillStyle = '#111827';
    ctx.beginPath(); ctx.ellipse(fx + 0.03 * s * o.dir, fy - 0.03 * s, 0.08 * s, 0.045 * s, 0, 0, TAU); ctx.fill();
  }
  ctx.fillStyle = o.shorts;
  ctx.beginPath(); ctx.roundRect(x - 0.19 * s, hipY - 0.1 * s, 0.38 * s, 0.22 * s, 0.04 * s); ctx.fill();
  const shoulderY = hipY - 0.5 * s;
  for (const arm of [-1, 1]) {
    const p = Math.sin(ph + (arm > 0 ? Math.PI : 0));
    const hx = x + arm * 0.27 * s + p * 0.16 * s * o.dir * stride, hy = shoulderY + 0.42 * s - Math.abs(p) * 0.06 * s;
    ctx.strokeStyle = o.skin; ctx.lineWidth = 0.09 * s;
    ctx.beginPath(); ctx.moveTo(x + arm * 0.2 * s, shoulderY + 0.06 * s); ctx.lineTo(hx, hy); ctx.stroke();
    ctx.strokeStyle = o.jersey; ctx.lineWidth = 0.12 * s;
    ctx.beginPath(); ctx.moveTo(x + arm * 0.19 * s, shoulderY + 0.05 * s); ctx.lineTo(x + arm * 0.24 * s + p * 0.04 * s, shoulderY + 0.17 * s); ctx.stroke();
  }
  ctx.fillStyle = o.jersey;
  ctx.beginPath(); ctx.roundRect(x - 0.22 * s, shoulderY, 0.44 * s, 0.54 * s, [0.1 * s, 0.1 * s, 0.04 * s, 0.04 * s]); ctx.fill();
  if (o.back && o.number) {
    ctx.fillStyle = C.navy; ctx.font = 'bold ' + Math.round(0.24 * s) + 'px DejaVu Sans, sans-serif';
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    ctx.fillText(String(o.number), x, shoulderY + 0.27 * s);
  } else {
    ctx.fillStyle = 'rgba(255,255,255,0.85)'; ctx.fillRect(x - 0.22 * s, shoulderY + 0.2 * s, 0.44 * s, 0.06 * s);
  }
  const headY = shoulderY - 0.17 * s;
  ctx.fillStyle = o.skin; ctx.beginPath(); ctx.arc(x, headY, 0.15 * s, 0, TAU); ctx.fill();
  ctx.fillStyle = o.hair; ctx.beginPath();
  if (o.back) ctx.arc(x, headY - 0.01 * s, 0.155 * s, Math.PI * 0.95, Math.PI * 2.05);
  else ctx.arc(x, headY - 0.02 * s, 0.155 * s, Math.PI * 1.05, Math.PI * 1.95);
  ctx.fill();
  if (o.back) { ctx.beginPath(); ctx.ellipse(x, headY + 0.02 * s, 0.15 * s, 0.1 * s, 0, Math.PI, TAU); ctx.fill(); }
}

function drawBall(t) {
  const [bx, bz, by] = ball(t);
  const g0 = P(bx, bz, 0), c = P(bx, bz, by + BALL_R), r = BALL_R * c[2] * 1.25;
  ctx.fillStyle = 'rgba(4,18,12,0.4)'; ctx.beginPath(); ctx.ellipse(g0[0] + 2, g0[1], r * 1.2, r * 0.35, 0, 0, TAU); ctx.fill();
  ctx.fillStyle = '#ffffff'; ctx.beginPath(); ctx.arc(c[0], c[1], r, 0, TAU); ctx.fill();
  ctx.save(); ctx.beginPath(); ctx.arc(c[0], c[1], r, 0, TAU); ctx.clip();
  ctx.fillStyle = C.navy;
  const a = spin(t);
  for (let i = 0; i < 3; i++) {
    const ang = a + (i * TAU) / 3;
    ctx.beginPath(); ctx.arc(c[0] + Math.cos(ang) * r * 0.62, c[1] + Math.sin(ang) * r * 0.35, r * 0.3, 0, TAU); ctx.fill();
  }
  ctx.restore();
  ctx.strokeStyle = 'rgba(11,31,58,0.35)'; ctx.lineWidth = 1; ctx.beginPath(); ctx.arc(c[0], c[1], r, 0, TAU); ctx.stroke();
  return bz;
}

function drawParents(t) {
  const z = 57;
  for (const p of PARENTS) {
    const base = P(p.x, z, 0), s = base[2];
    const up = p.cheer ? Math.max(0, wave(p.cheer, t, p.phase)) : 0;
    const shoulder = P(p.x, z, 1.35)[1], head = P(p.x, z, 1.62)[1];
    ctx.fillStyle = p.coat;
    ctx.beginPath(); ctx.roundRect(base[0] - 0.24 * s, shoulder, 0.48 * s, base[1] - shoulder, 0.12 * s); ctx.fill();
    ctx.fillStyle = p.skin; ctx.beginPath(); ctx.arc(base[0], head, 0.14 * s, 0, TAU); ctx.fill();
    if (up > 0.05) {
      ctx.strokeStyle = p.coat; ctx.lineWidth = 0.11 * s; ctx.lineCap = 'round';
      for (const side of [-1, 1]) {
        ctx.beginPath(); ctx.moveTo(base[0] + side * 0.2 * s, shoulder + 0.05 * s);
        ctx.lineTo(base[0] + side * (0.3 + 0.1 * up) * s, shoulder - (0.1 + 0.45 * up) * s); ctx.stroke();
      }
      if (p.flag) {
        const hx = base[0] + (0.4) * s, hy = shoulder - (0.1 + 0.45 * up) * s;
        ctx.fillStyle = C.gold; ctx.beginPath(); ctx.moveTo(hx, hy - 0.3 * s); ctx.lineTo(hx + 0.45 * s, hy - 0.2 * s + wave(8, t, p.phase) * 0.05 * s); ctx.lineTo(hx, hy - 0.05 * s); ctx.fill();
      }
    }
  }
}

function cornerFlag(X, Z, t, phase) {
  const b0 = P(X, Z, 0), b1 = P(X, Z, 1.5), s = b0[2];
  ctx.strokeStyle = '#f8fafc'; ctx.lineWidth = Math.max(1, 0.05 * s);
  ctx.beginPath(); ctx.moveTo(b0[0], b0[1]); ctx.lineTo(b1[0], b1[1]); ctx.stroke();
  const flap = wave(6, t, phase);
  ctx.fillStyle = C.gold;
  ctx.beginPath(); ctx.moveTo(b1[0], b1[1]);
  ctx.quadraticCurveTo(b1[0] + 0.25 * s, b1[1] + (0.05 + flap * 0.08) * s, b1[0] + 0.5 * s, b1[1] + (0.12 + flap * 0.05) * s);
  ctx.lineTo(b1[0], b1[1] + 0.3 * s); ctx.fill();
}

function drawBunting(t) {
  const pts = (s) => [(1 - s) * (1 - s) * -40 + 2 * s * (1 - s) * 640 + s * s * 1320, (1 - s) * (1 - s) * 2 + 2 * s * (1 - s) * 92 + s * s * 2];
  ctx.strokeStyle = 'rgba(230,236,245,0.75)'; ctx.lineWidth = 1.6;
  ctx.beginPath(); for (let i = 0; i <= 64; i++) { const [x, y] = pts(i / 64); i ? ctx.lineTo(x, y) : ctx.moveTo(x, y); } ctx.stroke();
  const colours = [C.gold, '#f8fafc', '#3b82f6', '#22a06b'];
  const n = 26;
  for (let i = 0; i < n; i++) {
    const s0 = (i + 0.1) / n, s1 = (i + 0.8) / n;
    const a = pts(s0), c = pts(s1);
    const sway = wave(2, t, i * 0.7) * 5 + wave(3, t, i * 1.3) * 2;
    const tip = [(a[0] + c[0]) / 2 + sway, (a[1] + c[1]) / 2 + 40 + wave(2, t, i * 0.7 + 1) * 2];
    ctx.fillStyle = colours[i % colours.length];
    ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(c[0], c[1]); ctx.lineTo(tip[0], tip[1]); ctx.closePath(); ctx.fill();
    ctx.fillStyle = 'rgba(11,31,58,0.18)';
    ctx.beginPath(); ctx.moveTo((a[0] + c[0]) / 2, (a[1] + c[1]) / 2); ctx.lineTo(c[0], c[1]); ctx.lineTo(tip[0], tip[1]); ctx.closePath(); ctx.fill();
  }
}

window.drawFrame = function (t) {
  ctx.drawImage(bg, 0, 0);
  for (const [x, y, r, k, ph] of STARS) {
    ctx.fillStyle = 'rgba(255,255,255,' + (0.35 + 0.3 * wave(k, t, ph)).toFixed(3) + ')';
    ctx.beginPath(); ctx.arc(x, y, r, 0, TAU); ctx.fill();
  }
  for (const [offset, y, size] of BIRDS) {
    const x = mod(offset + t / T, 1) * (W + 200) - 100, yy = y + wave(1, t, offset * 9) * 8;
    const flap = wave(16, t, offset * 20) * size * 0.55;
    ctx.strokeStyle = '#101d35'; ctx.lineWidth = 1.8; ctx.lineCap = 'round';
    ctx.beginPath(); ctx.moveTo(x - size, yy - flap); ctx.quadraticCurveTo(x - size * 0.4, yy - flap * 0.2 - 2, x, yy);
    ctx.quadraticCurveTo(x + size * 0.4, yy - flap * 0.2 - 2, x + size, yy - flap); ctx.stroke();
  }
  drawParents(t);
  ctx.drawImage(fg, 0, 0);
  ctx.drawImage(goal, 0, 0);
  cornerFlag(-30, 51, t, 0.4); cornerFlag(30, 51, t, 2.1);
  // Goalkeeper shuffles with the ball along the goal line.
  const sb = smoothBall(t);
  const keeper = { pos: [sb[0] * 0.18, 50.2], kit: 'keeper' };
  const people = [];
  GOLD.forEach((p) => people.push({ pos: jog(p, t), v: velocity((tt) => jog(p, tt), t), p, team: 'gold' }));
  BLUE.forEach((p) => people.push({ pos: bluePos(p, t), v: velocity((tt) => bluePos(p, tt), t), p, team: 'blue' }));
  people.push({ pos: keeper.pos, v: [velocity(smoothBall, t)[0] * 0.18, 0], p: { skin: SKIN[2], hair: HAIR[0] }, team: 'keeper' });
  const ballZ = ball(t)[1];
  const items = people.map((q) => ({ z: q.pos[1], draw: () => {
    const [sx, sy, s0] = P(q.pos[0], q.pos[1]);
    const s = s0 * 1.22, speed = Math.hypot(q.v[0], q.v[1]);
    const dir = Math.abs(q.v[0]) > 0.15 ? Math.sign(q.v[0]) : 1;
    const kit = q.team === 'gold'
      ? { jersey: C.gold, shorts: C.navy, socks: C.gold, back: true }
      : q.team === 'blue'
        ? { jersey: '#2563eb', shorts: '#f8fafc', socks: '#2563eb', back: false }
        : { jersey: '#22a06b', shorts: '#0f172a', socks: '#22a06b', back: false };
    kid(sx, sy, s, { ...kit, skin: q.p.skin, hair: q.p.hair, number: q.p.number, speed, dir, t, phase: q.pos[0] * 3.1 });
  } }));
  items.push({ z: ballZ - 0.01, draw: () => drawBall(t) });
  items.sort((a, c) => c.z - a.z).forEach((item) => item.draw());
  ctx.drawImage(lights, 0, 0);
  // Moths around the floodlights.
  ctx.fillStyle = 'rgba(255,250,220,0.9)';
  LAMPS.forEach(([lx, ly], j) => {
    for (let i = 0; i < 9; i++) {
      const k = 1 + ((i + j) % 3), ph = i * 1.7 + j;
      const x = lx + Math.cos(TAU * k * (t / T) + ph) * (26 + i * 5), y = ly + Math.sin(TAU * (k + 1) * (t / T) + ph * 1.3) * (14 + i * 3);
      ctx.globalAlpha = 0.4 + 0.4 * wave(k * 2, t, ph);
      ctx.beginPath(); ctx.arc(x, y, 1.3, 0, TAU); ctx.fill();
    }
  });
  ctx.globalAlpha = 1;
  drawBunting(t);
  ctx.drawImage(vig, 0, 0);
};
`;

function run(cmd: string, args: string[]) {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  const keepFrames = process.argv.includes('--frames');
  const preview = process.argv.includes('--preview');
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  const work = mkdtempSync(path.join(tmpdir(), 'hero-'));
  const frames = path.join(work, 'frames');
  mkdirSync(frames);
  mkdirSync(OUT_DIR, { recursive: true });

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:#000"><canvas id="c" width="${WIDTH}" height="${HEIGHT}" style="display:block"></canvas></body></html>`,
    );
    await page.addScriptTag({ content: SCENE });
    const total = LOOP * FPS;
    const wanted = preview ? [0, total / 4, total / 2, (3 * total) / 4] : [...Array(total).keys()];
    for (const i of wanted) {
      await page.evaluate(
        (t) => (window as unknown as { drawFrame: (t: number) => void }).drawFrame(t),
        i / FPS,
      );
      await page.screenshot({ path: path.join(frames, `f${String(i).padStart(4, '0')}.png`), type: 'png' });
      if (i % FPS === 0) process.stdout.write(`\rframes ${i}/${total}`);
    }
    process.stdout.write(`\rframes ${total}/${total}\n`);
  } finally {
    await browser.close();
  }
  if (preview) {
    console.log(`preview frames in ${frames}`);
    return;
  }

  const input = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(frames, 'f%04d.png'),
  ];
  const log = path.join(work, 'pass');
  const webm = path.join(OUT_DIR, 'hero.webm');
  const vp9 = [
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    BITRATE,
    '-pix_fmt',
    'yuv420p',
    '-row-mt',
    '1',
    '-tile-columns',
    '2',
  ];
  const vp9Tuning = [
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-auto-alt-ref',
    '1',
    '-lag-in-frames',
    '25',
    '-g',
    String(LOOP * FPS),
  ];
  run('ffmpeg', [
    ...input,
    ...vp9,
    ...vp9Tuning,
    '-pass',
    '1',
    '-passlogfile',
    log,
    '-an',
    '-f',
    'null',
    '/dev/null',
  ]);
  run('ffmpeg', [...input, ...vp9, ...vp9Tuning, '-pass', '2', '-passlogfile', log, '-an', webm]);

  const mp4 = path.join(OUT_DIR, 'hero.mp4');
  const x264 = [
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'animation',
    '-b:v',
    BITRATE,
    '-pix_fmt',
    'yuv420p',
  ];
  const x264Tuning = ['-profile:v', 'high', '-level', '4.0', '-g', String(LOOP * FPS), '-threads', '1'];
  run('ffmpeg', [
    ...input,
    ...x264,
    ...x264Tuning,
    '-pass',
    '1',
    '-passlogfile',
    `${log}264`,
    '-an',
    '-f',
    'mp4',
    '/dev/null',
  ]);
  run('ffmpeg', [
    ...input,
    ...x264,
    ...x264Tuning,
    '-pass',
    '2',
    '-passlogfile',
    `${log}264`,
    '-movflags',
    '+faststart',
    '-an',
    mp4,
  ]);

  const first = path.join(frames, 'f0000.png');
  run('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    first,
    '-q:v',
    '4',
    path.join(OUT_DIR, 'hero-poster.jpg'),
  ]);
  run('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    first,
    '-c:v',
    'libwebp',
    '-quality',
    '80',
    path.join(OUT_DIR, 'hero-poster.webp'),
  ]);

  for (const name of ['hero.webm', 'hero.mp4', 'hero-poster.jpg', 'hero-poster.webp']) {
    const bytes = statSync(path.join(OUT_DIR, name)).size;
    console.log(`${name.padEnd(18)} ${(bytes / 1024).toFixed(0).padStart(5)} KB`);
    if (name.startsWith('hero.') && bytes > MAX_BYTES) throw new Error(`${name} is over 2 MB: lower BITRATE`);
  }
  if (keepFrames) console.log(`frames kept in ${frames}`);
  else rmSync(work, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
