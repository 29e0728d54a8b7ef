import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, CameraOff, Flashlight, FlashlightOff, LoaderCircle, Pause } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { playErrorFeedback, playReadFeedback } from './feedback';
import { ManualCodeEntry } from './manual-code-entry';
import { createRepeatFilter } from './repeat-filter';
import { readScanText, type ScanRead } from './scan-read';
import { useCamera, type CameraState } from './use-camera';
import { useQrDecoderFailed, useQrReads } from './use-qr-reads';

type ScannerProps = {
  /** Every read: a camera's (each label once, see repeat-filter.ts) or a typed one. */
  onRead: (read: ScanRead) => void;
  /** The camera is stopped while true (e.g. while a dialog about the last read is open). */
  paused?: boolean;
};

type ScannerState = CameraState | 'decoderFailed';

const STATE_TEXT = {
  starting: 'scan.camera.starting',
  scanning: 'scan.camera.scanning',
  paused: 'scan.camera.paused',
  denied: 'scan.camera.denied',
  noCamera: 'scan.camera.noCamera',
  failed: 'scan.camera.failed',
  decoderFailed: 'scan.camera.decoderFailed',
} as const satisfies Record<ScannerState, string>;

const STATE_ICON = {
  starting: LoaderCircle,
  scanning: Camera,
  paused: Pause,
  denied: CameraOff,
  noCamera: CameraOff,
  failed: CameraOff,
  decoderFailed: CameraOff,
} as const;

const PROBLEMS: readonly ScannerState[] = ['denied', 'noCamera', 'failed', 'decoderFailed'];

/**
 * Reads label QR codes with the phone's rear camera: a beep and a buzz per read, a torch
 * where the camera has one, and the code typed by hand as the way that always works. Whoever
 * shows it decides what a read does. Its chunk (decoder included) loads with the scan screen only.
 */
export const Scanner = ({ onRead, paused = false }: ScannerProps) => {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const decoderFailed = useQrDecoderFailed();
  const camera = useCamera(video, !paused && !decoderFailed);
  const [isFresh] = useState(() => createRepeatFilter());

  const onCameraText = useCallback(
    (text: string) => {
      if (!isFresh(text, performance.now())) return;
      const read = readScanText(text, window.location.origin);
      if ('code' in read) playReadFeedback();
      else playErrorFeedback();
      onRead(read);
    },
    [isFresh, onRead],
  );
  useQrReads(video, camera.state === 'scanning', onCameraText);

  const onTyped = (text: string) => {
    const read = readScanText(text, window.location.origin);
    onRead(read);
    return 'code' in read;
  };

  const state: ScannerState = decoderFailed ? 'decoderFailed' : camera.state;
  const StateIcon = STATE_ICON[state];
  const problem = PROBLEMS.includes(state);

  return (
    <div className="grid gap-4">
      <div className="relative aspect-[4/3] max-h-[55vh] w-full overflow-hidden rounded-xl bg-neutral-900">
        {/* The picture is only for aiming; what it shows is said in the status line below. */}
        <video
          ref={video}
          muted
          playsInline
          aria-hidden="true"
          className={cn('size-full object-cover', state !== 'scanning' && 'invisible')}
        />
        {state === 'scanning' ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-[18%] inset-y-[12%] rounded-lg border-4 border-white/90 shadow-[0_0_0_100vmax_rgb(0_0_0/0.3)]"
          />
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center text-neutral-300"
          >
            <StateIcon className={cn('size-14', state === 'starting' && 'animate-spin')} />
          </div>
        )}
        {camera.torchAvailable && (
          <Button
            type="button"
            variant="outline"
            aria-pressed={camera.torchOn}
            onClick={camera.toggleTorch}
            className="absolute bottom-3 right-3 h-12 px-4 text-base"
          >
            {camera.torchOn ? (
              <Flashlight aria-hidden="true" />
            ) : (
              <FlashlightOff aria-hidden="true" />
            )}
            {t('scan.torch')}
          </Button>
        )}
      </div>
      <p
        role="status"
        data-state={state}
        className={cn(
          'rounded-lg px-3 py-2 text-base font-medium',
          problem
            ? 'border-2 border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50'
            : 'text-foreground',
        )}
      >
        {t(STATE_TEXT[state])}
      </p>
      <ManualCodeEntry onSubmit={onTyped} />
    </div>
  );
};
