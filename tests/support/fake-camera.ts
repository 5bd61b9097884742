import { rm, writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { create } from 'qrcode';

/**
 * A camera for Chromium's fake capture device: a YUV4MPEG2 video (C420jpeg, full-range grey
 * levels, colour planes neutral) showing a QR code on white, the way a label is held up to a
 * tablet. Chromium opens the file when a capture starts, not at launch (checked on Chromium
 * 150: no file at that moment is "NotFoundError: Requested device not found", and a file
 * rewritten between two captures is read anew), so one browser can be shown several codes.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;
/** The four-module quiet zone a printed label has (see src/components/ui/qr-code.tsx). */
const QUIET = 4;
const WHITE = 255;
const BLACK = 0;
const NEUTRAL = 128;

/** The grey (Y) plane of one frame: the code's modules as square blocks, centred. */
function lumaPlane(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text === null) return luma;
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + QUIET * 2;
  // Whole pixels per module, the code filling about two thirds of the frame's height.
  const scale = Math.max(1, Math.floor((HEIGHT * 0.7) / side));
  const left = Math.floor((WIDTH - side * scale) / 2);
  const top = Math.floor((HEIGHT - side * scale) / 2);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const from = (top + (y + QUIET) * scale + dy) * WIDTH + left + (x + QUIET) * scale;
        luma.fill(BLACK, from, from + scale);
      }
    }
  }
  return luma;
}

/** The whole .y4m file: a QR code of `text`, or (null) a blank sheet with no code on it. */
export function qrVideo(text: string | null): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), lumaPlane(text), chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** What the fake camera shows from the next capture on (null: no code in the picture). */
export async function showToCamera(file: string, text: string | null): Promise<void> {
  await writeFile(file, qrVideo(text));
}

/** No video file: the next capture finds no camera at all. */
export async function unplugCamera(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** Chromium flags: camera permission granted, and the fake camera playing `file`. */
export function fakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

type TrackWindow = Window & { cameraTracks?: MediaStreamTrack[] };

/**
 * Keeps a list of every camera track the page is given (getUserMedia itself still answers), so
 * a test can tell whether the page let go of the camera.
 */
export async function recordCameraTracks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as TrackWindow).cameraTracks = tracks;
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices) return;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
}

/** How many camera tracks the page has been given, and how many of them still run. */
export function cameraTracks(page: Page): Promise<{ given: number; live: number }> {
  return page.evaluate(() => {
    const tracks = (window as TrackWindow).cameraTracks ?? [];
    return { given: tracks.length, live: tracks.filter((t) => t.readyState === 'live').length };
  });
}
