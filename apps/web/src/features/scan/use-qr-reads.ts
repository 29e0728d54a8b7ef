import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadQrDecoder, type QrDecoder } from './qr-decoder';

// About seven looks a second: quick enough that a label reads as the phone comes to rest, while
// the decoder (on the page's thread) leaves time for everything else.
const LOOK_EVERY_MS = 150;

/**
 * Whether the QR decoder could be loaded. It starts downloading and compiling at once, while the
 * camera starts, not after; when it fails only the manual entry is left.
 */
export const useQrDecoderFailed = () => {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let left = false;
    loadQrDecoder().catch(() => {
      if (!left) setFailed(true);
    });
    return () => {
      left = true;
    };
  }, []);
  return failed;
};

/**
 * Looks for QR codes in the video while `scanning`, one frame at a time (never two decodes at
 * once), and hands every code's text to `onText`.
 */
export const useQrReads = (
  video: RefObject<HTMLVideoElement | null>,
  scanning: boolean,
  onText: (text: string) => void,
) => {
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let timer: number | undefined;
    const look = async (decoder: QrDecoder) => {
      const element = video.current;
      if (!element || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      // A frame that cannot be read (e.g. while the video resizes) is skipped, not fatal.
      const codes = await decoder.detect(element).catch(() => []);
      if (stopped) return;
      for (const { rawValue } of codes) onTextRef.current(rawValue);
    };
    const loop = async () => {
      // Failing to load is reported by useQrDecoderFailed.
      const decoder = await loadQrDecoder().catch(() => undefined);
      while (decoder && !stopped) {
        await look(decoder);
        await new Promise((resolve) => {
          timer = window.setTimeout(resolve, LOOK_EVERY_MS);
        });
      }
    };
    void loop();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [scanning, video]);
};
