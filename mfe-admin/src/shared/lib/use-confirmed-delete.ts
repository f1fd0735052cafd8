import { useState } from 'react';
import { toast } from '@market/ui';

interface DeleteTexts {
  success: string;
  /** The failure toast: one text, or one made from what the deletion threw. */
  failure: string | ((error: unknown) => string);
}

/**
 * The state of a "delete after confirming" action: `ask(item)` opens the confirmation, `confirm`
 * deletes, raises the success or failure toast and closes it; `onDeleted` updates the list.
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  texts: DeleteTexts,
  onDeleted: (item: T) => void,
) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (pending === null) return;
    setBusy(true);
    try {
      await remove(pending);
      toast.success(texts.success);
      onDeleted(pending);
    } catch (error) {
      toast.error(typeof texts.failure === 'string' ? texts.failure : texts.failure(error));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}

/** What the confirmation dialog needs of a useConfirmedDelete state, whatever it deletes. */
export type DeleteConfirmation = Pick<
  ReturnType<typeof useConfirmedDelete<unknown>>,
  'pending' | 'busy' | 'confirm' | 'cancel'
>;
