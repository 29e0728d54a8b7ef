import { useEffect, useState } from 'react';
import { api } from '@toolyard/shared';
import { download } from '@/lib/api-call';

type PhotoState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string };

/**
 * A damage photo for an <img>: photos are served only with the session's bearer token, which an
 * <img src> cannot send, so the bytes are fetched like any call and shown through an object URL
 * (decision 0045), released when the photo leaves the screen. The server answers `no-store`: the
 * browser keeps no copy that the next user of a shared phone could be handed (decision 0055).
 */
export const useDamagePhoto = (photoId: number): PhotoState => {
  const [state, setState] = useState<PhotoState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    download(api.damage.readPhoto, 'photo.jpg', {
      params: { id: photoId },
      signal: abort.signal,
    }).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [photoId]);
  return state;
};
