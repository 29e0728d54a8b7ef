import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Where the camera is, as the screen shows and announces it. */
export type CameraState = 'starting' | 'scanning' | 'paused' | 'denied' | 'noCamera' | 'failed';

// The rear camera where there is one (a laptop's only camera otherwise); a label fills enough of
// 1280×720 to read from arm's length, and more only costs decoding time.
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1280 },
    height: { ideal: 720 },
  },
};

/** The torch is not in TypeScript's DOM types yet (Image Capture spec). */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

const hasTorch = (track: MediaStreamTrack) =>
  typeof track.getCapabilities === 'function' &&
  (track.getCapabilities() as TorchCapabilities).torch === true;

const stateOfError = (error: unknown): CameraState => {
  const name = error instanceof DOMException ? error.name : '';
  // Refused by the person, by the browser's settings, or by the page's permissions policy.
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  // In use by another app, or a hardware fault.
  return 'failed';
};

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState === 'visible';

/**
 * The rear camera in `video` while `active` and the page is shown; stopped (the light on the
 * phone goes out) when paused, when the page is hidden or left, and started again when it comes
 * back. A torch toggle where the camera has one.
 */
export const useCamera = (video: RefObject<HTMLVideoElement | null>, active: boolean) => {
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible);
  const running = active && visible;
  const [state, setState] = useState<CameraState>(running ? 'starting' : 'paused');
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torchOn, setTorchOn] = useState(false);

  useEffect(() => {
    if (!running) {
      setState('paused');
      return;
    }
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
      // No camera API at all: an old browser, or a page not served over HTTPS.
      setState('noCamera');
      return;
    }
    let stopped = false;
    let stream: MediaStream | undefined;
    const element = video.current;
    setState('starting');
    navigator.mediaDevices
      .getUserMedia(CONSTRAINTS)
      .then(async (granted) => {
        if (stopped) {
          granted.getTracks().forEach((each) => each.stop());
          return;
        }
        stream = granted;
        const [videoTrack] = granted.getVideoTracks();
        if (!element || !videoTrack) throw new DOMException('no video track', 'NotFoundError');
        videoTrack.addEventListener('ended', () => {
          if (!stopped) setState('failed');
        });
        element.srcObject = granted;
        await element.play();
        if (stopped) return;
        setTrack(videoTrack);
        setState('scanning');
      })
      .catch((error: unknown) => {
        if (!stopped) setState(stateOfError(error));
      });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((each) => each.stop());
      if (element) element.srcObject = null;
      setTrack(null);
      setTorchOn(false);
    };
  }, [running, video]);

  const torchAvailable = track !== null && hasTorch(track);
  const toggleTorch = useCallback(() => {
    if (!track) return;
    const next = !torchOn;
    track
      .applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] })
      .then(() => setTorchOn(next))
      // The camera refused (e.g. it went to another app): the button keeps showing the truth.
      .catch(() => undefined);
  }, [track, torchOn]);

  return { state, torchAvailable, torchOn, toggleTorch };
};
