// What a read sounds and feels like on site: a short beep and a buzz, so a worker in gloves and
// noise knows without looking that the phone took the label. A failed or foreign read gets its
// own, longer pattern (low double tone, long buzz) that cannot be mistaken for a good one.

type Tone = { frequency: number; startAt: number; seconds: number };

const READ_TONES: readonly Tone[] = [{ frequency: 1800, startAt: 0, seconds: 0.09 }];
const ERROR_TONES: readonly Tone[] = [
  { frequency: 330, startAt: 0, seconds: 0.16 },
  { frequency: 220, startAt: 0.2, seconds: 0.26 },
];
const READ_VIBRATION = 80;
const ERROR_VIBRATION = [120, 80, 320];
// Loud enough over a site's noise without clipping.
const VOLUME = 0.2;

let audio: AudioContext | undefined;

/** One context for the page: browsers cap how many a page may open. */
const audioContext = () => {
  if (typeof window.AudioContext !== 'function') return undefined;
  audio ??= new AudioContext();
  // Created before any tap it starts suspended; the tap that opened the scanner allows resuming.
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  return audio;
};

const play = (tones: readonly Tone[]) => {
  const context = audioContext();
  if (!context) return;
  for (const { frequency, startAt, seconds } of tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    const start = context.currentTime + startAt;
    // A short fade in and out: a hard edge clicks.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(VOLUME, start + 0.01);
    gain.gain.setValueAtTime(VOLUME, start + seconds - 0.02);
    gain.gain.linearRampToValueAtTime(0, start + seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds);
  }
};

const vibrate = (pattern: number | number[]) => {
  // Absent on iOS and desktops; refused without a tap on the page: both only lose the buzz.
  if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
};

/** A label was read. */
export const playReadFeedback = () => {
  play(READ_TONES);
  vibrate(READ_VIBRATION);
};

/** A read that failed or is not ours: not found, another organization's, not a Toolyard label. */
export const playErrorFeedback = () => {
  play(ERROR_TONES);
  vibrate(ERROR_VIBRATION);
};
