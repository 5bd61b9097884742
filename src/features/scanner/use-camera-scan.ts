import { useEffect, useRef, useState, type RefObject } from 'react';
import { startCameraScan, type CameraState } from './camera-session';

/**
 * The camera in `video` while the component is shown: `onCode` gets the first code read. The
 * camera stops when a code is read and when the component goes (closed, Escape, navigation).
 * A new `attempt` starts it again (after a problem).
 */
export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => void,
  attempt: number,
): CameraState {
  // The state of one attempt; a new attempt starts over without showing the old one's.
  const [shown, setShown] = useState<{ attempt: number; state: CameraState }>({
    attempt,
    state: { kind: 'starting' },
  });
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    return startCameraScan(
      element,
      (text) => latest.current(text),
      (state) => setShown({ attempt, state }),
    );
  }, [video, attempt]);

  return shown.attempt === attempt ? shown.state : { kind: 'starting' };
}
