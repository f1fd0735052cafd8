import { useState } from 'react';
import { messageOf } from '@market/api-client';
import { toast } from '@market/ui';

/**
 * One change of the security screen at a time: `busy` while it runs, its success toasted (when
 * `done` is given) and followed by `after`, its failure toasted with the server's message.
 */
export function useAction(after?: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done?: string): Promise<void> => {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
      after?.();
    } catch (error) {
      toast.error(messageOf(error, 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
