import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { useChangeToolStatus, type Tool } from './api';
import type { ToolMove } from './tool-moves';
import type { MoveStarter } from '@/features/items';

/**
 * Starting a tool's status move, from its row menu or its page: check out and assign ask for
 * details in ToolMoveForm (`moving`); return, maintenance and back to available need nothing
 * more and go straight to the server.
 */
export const useStartToolMove = (): MoveStarter<Tool, ToolMove> => {
  const { t } = useTranslation();
  const changeStatus = useChangeToolStatus();
  const [moving, setMoving] = useState<{ item: Tool; move: ToolMove } | null>(null);

  const startMove = (tool: Tool, move: ToolMove) => {
    if (move.asksDetails) {
      setMoving({ item: tool, move });
      return;
    }
    changeStatus.mutate(
      { id: tool.id, body: { status: move.to } },
      {
        onSuccess: () => toastSuccess(t, 'tools.updated'),
        onError: (error) => toastFailure(t, 'tools.statusFailed', error),
      },
    );
  };

  return { startMove, moving, stopMoving: () => setMoving(null), pending: changeStatus.isPending };
};
