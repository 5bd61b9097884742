import { profileMessages as m } from '../../../shared/texts/profile';

/** First match wins: Edge, Opera and Samsung's browser also say "Chrome", and Chrome "Safari". */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: ReadonlyArray<readonly [RegExp, string]>, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * A short name for the device a session was started on ("Chrome på Android"), so the person can
 * tell their sessions apart on Min side. Only this label is stored, never the User-Agent itself;
 * null when nothing is recognised.
 */
export function deviceLabelOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, 500);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return m.deviceLabel(browser, system);
  return browser ?? system;
}
