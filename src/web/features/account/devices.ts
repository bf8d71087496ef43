import { formatDate } from '../../../shared/dates';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** 'Chrome on macOS' from a user agent, as people name their devices; the raw string stays in the title. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}

/** 'Active now' within a few minutes, else 'Last active Mar 5, 2026 at 3:04 PM' in the viewer's zone. */
export function lastActive(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  if (now - at.getTime() < 5 * 60_000) return 'Active now';
  const hours = at.getHours() % 12 || 12;
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `Last active ${formatDate(at)} at ${hours}:${minutes} ${at.getHours() < 12 ? 'AM' : 'PM'}`;
}
