import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/use-toast';
import { ApiError } from '@/lib/api-client';
import { errorDetails } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useUploadLogo } from '../api';

// The server's limit (it answers 413 above it); checked here too so a big file is not sent at all.
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

type LogoUploadProps = {
  id: string;
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
  /** Already translated validation message for the logo, if any. */
  error?: string;
};

/** Uploads a chosen image at once and shows it; the logo can be removed again. */
export const LogoUpload = ({ id, value, onChange, disabled, error }: LogoUploadProps) => {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = disabled || upload.isPending;

  const fail = (description: string) =>
    toast({
      variant: 'destructive',
      title: t('organizations.wizard.logoUploadError'),
      description,
    });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_LOGO_BYTES) {
      fail(t('errors.uploadTooLarge'));
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (failure) => {
        const status = failure instanceof ApiError ? failure.status : 0;
        fail(
          errorDetails(failure).message ?? t('organizations.wizard.logoUploadFailed', { status }),
        );
      },
    });
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium leading-none">{t('organizations.wizard.logo')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
          {upload.isPending ? (
            <Spinner className="p-0" />
          ) : value ? (
            <img
              src={value}
              alt={t('organizations.wizard.logoPreview')}
              className="size-full object-contain"
            />
          ) : (
            <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            {/* The real file input stays in the tab order; its label is the visible button, which
                shows the input's focus ring, and a click on it opens the file chooser. */}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept="image/*"
              className="peer sr-only"
              disabled={busy}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              onChange={onFile}
            />
            <label
              htmlFor={id}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--focus-ring)] peer-focus-visible:[outline-style:solid] peer-disabled:pointer-events-none peer-disabled:opacity-60',
              )}
            >
              <Upload aria-hidden="true" />
              {upload.isPending
                ? t('organizations.wizard.uploadingLogo')
                : t('organizations.wizard.chooseLogo')}
            </label>
            {value && !upload.isPending && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => {
                  onChange(null);
                  // The button goes away with the logo; keep keyboard focus on the upload control.
                  inputRef.current?.focus();
                }}
              >
                <Trash2 aria-hidden="true" />
                {t('organizations.wizard.removeLogo')}
              </Button>
            )}
          </div>
          {!value && !upload.isPending && (
            <p className="text-xs text-muted-foreground">{t('organizations.wizard.noLogo')}</p>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('organizations.wizard.logoHint')}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
};
