import { cameraProblem, type CameraProblem } from './camera-error';
import { createQrDecoder, type QrDecoder } from './qr-decoder';

export type CameraState =
  { kind: 'starting' } | { kind: 'looking' } | { kind: 'problem'; problem: CameraProblem };

/** How often a frame is decoded: quick enough to feel instant, light on a tablet's battery. */
const FRAME_INTERVAL_MS = 120;

/** The camera's stream, or why there is none. */
function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('No mediaDevices', 'NotFoundError'));
  }
  // The back camera where there are two (a tablet held up to a label); any camera otherwise.
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
}

const stopAll = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

/**
 * Shows the camera in `video` and decodes its frames until a QR code is read: then the camera
 * is stopped and `onCode` gets the text, once. The returned function stops the camera, also
 * while it is still starting (the browser may answer after the dialog has gone).
 */
export function startCameraScan(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  onState: (state: CameraState) => void,
): () => void {
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stopAll(stream);
    video.srcObject = null;
  };

  const tick = async (decoder: QrDecoder) => {
    if (stopped) return;
    const ready = video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
    // A frame the decoder cannot read (the video resizing, say) is simply skipped.
    const text = ready ? await decoder.read(video).catch(() => null) : null;
    if (stopped) return;
    if (text) {
      stop();
      onCode(text);
      return;
    }
    timer = setTimeout(() => void tick(decoder), FRAME_INTERVAL_MS);
  };

  const start = async () => {
    // The decoder loads while the browser asks for the camera (jsQR is a chunk of its own).
    const decoding = createQrDecoder();
    decoding.catch(() => undefined);
    stream = await openCamera();
    // Stopped while the browser was still asking for the camera: let go of it at once.
    if (stopped) return stopAll(stream);
    const decoder = await decoding;
    if (stopped) return;
    video.srcObject = stream;
    await video.play();
    if (stopped) return;
    onState({ kind: 'looking' });
    void tick(decoder);
  };

  start().catch((error: unknown) => {
    if (stopped) return;
    stop();
    onState({ kind: 'problem', problem: cameraProblem(error) });
  });
  return stop;
}
