import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismissToast, useToasts } from '@/lib/use-toast';

// Toasts auto-close after 5 s, swipe right past 50 px, F8 jumps to the toasts.
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const VIEWPORT_HOTKEY = 'F8';

export const Toaster = () => {
  const { t } = useTranslation();
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);

  // Radix's own hotkey focuses its unlabelled list; we focus the labelled region around it, so
  // a screen reader announces "Notifications (F8)". Tab then enters the toasts through Radix's
  // focus proxy, and focus there pauses the auto-close as before.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== VIEWPORT_HOTKEY) return;
      viewportRef.current?.parentElement?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t('common.notificationLabel')}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose aria-label={t('common.dismissNotification')} />
        </Toast>
      ))}
      <ToastViewport
        ref={viewportRef}
        hotkey={[]}
        label={t('common.notificationsRegion').replace('{hotkey}', VIEWPORT_HOTKEY)}
      />
    </ToastProvider>
  );
};
