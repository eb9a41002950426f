import { useState } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import { useLast } from './use-last.ts';

/** The part of a TanStack delete mutation this hook needs. */
interface DeleteMutation {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * "Delete this row?" for a list screen: which row is being confirmed, the error of the last attempt, and the
 * props of the ConfirmModal. `shown` keeps the row while the dialog closes, so its text does not go blank.
 */
export function useConfirmedDelete<T extends { ID: number }>(remove: DeleteMutation, successMessage: (row: T) => string) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = useLast(target);
  return {
    shown,
    /** Opens the confirmation for a row. */
    ask: (row: T) => {
      setError(null);
      setTarget(row);
    },
    modalProps: {
      opened: target !== null,
      onClose: () => setTarget(null),
      loading: remove.isPending,
      error,
      onConfirm: () => {
        if (!target) return;
        setError(null);
        remove.mutate(target.ID, {
          onSuccess: () => {
            notify(successMessage(target), 'success');
            setTarget(null);
          },
          onError: (e) => setError(errorMessage(e)),
        });
      },
    },
  };
}
