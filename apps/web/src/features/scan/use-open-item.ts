import { useCallback, useRef, useState } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { labelQuery } from '@/features/labels';
import { ApiError } from '@/lib/api-client';
import { errorDetails } from '@/lib/api-error';
import { useSession } from '@/lib/session-context';
import { playErrorFeedback } from './feedback';
import { openDestinationOf } from './open-destination';
import type { ScanRead } from './scan-read';

/** What the last read came to, shown until the next read. */
export type OpenOutcome =
  | { kind: 'idle' }
  | { kind: 'looking'; code: string }
  | { kind: 'notFound'; code: string }
  | { kind: 'notToolyard'; text: string }
  | { kind: 'notYours'; code: string }
  | { kind: 'offline'; code: string }
  | { kind: 'failed'; code: string; message: string | null };

/**
 * "Open item": each read asks the server what the label is (an unknown code and another
 * organization's answer the same 404) and goes where the reader may see it. Only the latest read
 * counts: an answer to an earlier one that arrives late is dropped. A failure is loud and stays.
 */
export const useOpenItem = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const [outcome, setOutcome] = useState<OpenOutcome>({ kind: 'idle' });
  // Bumped per read, so the message (and its announcement) is new even when the text repeats.
  const [readCount, setReadCount] = useState(0);
  const latest = useRef(0);

  const onRead = useCallback(
    (read: ScanRead) => {
      const attempt = ++latest.current;
      setReadCount(attempt);
      if ('unreadable' in read) {
        setOutcome({ kind: 'notToolyard', text: read.unreadable });
        return;
      }
      const { code } = read;
      setOutcome({ kind: 'looking', code });
      // Asked again each time: whether an item is the worker's changes with every hand-over.
      queryClient.fetchQuery({ ...labelQuery(code), staleTime: 0 }).then(
        (resolution) => {
          if (attempt !== latest.current || !user) return;
          const destination = openDestinationOf(resolution, user.role);
          if (destination) return void navigate(destination);
          setOutcome({ kind: 'notYours', code });
          playErrorFeedback();
        },
        (error: unknown) => {
          if (attempt !== latest.current) return;
          playErrorFeedback();
          if (error instanceof ApiError && error.status === 404)
            return setOutcome({ kind: 'notFound', code });
          if (!onlineManager.isOnline()) return setOutcome({ kind: 'offline', code });
          setOutcome({ kind: 'failed', code, message: errorDetails(error).message });
        },
      );
    },
    [navigate, queryClient, user],
  );

  return { outcome, readCount, onRead };
};
