/**
 * The counter's answer to a scan, besides the text on screen: a short tone (higher when it
 * worked, lower when not) and a buzz where the device can. Both are best effort: a browser
 * without sound or vibration still shows the result.
 */
let audio: AudioContext | null = null;

export function scanSignal(ok: boolean): void {
  try {
    navigator.vibrate?.(ok ? 40 : [60, 40, 60]);
  } catch {
    // No vibration here.
  }
  try {
    audio ??= new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = ok ? 1200 : 300;
    gain.gain.value = 0.08;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + (ok ? 0.08 : 0.25));
  } catch {
    // No Web Audio (or not allowed yet): the text on screen says it.
  }
}
