import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorTextIn, toast } from '@market/ui';

/**
 * One change of the security screen at a time: `busy` while it runs, its success toasted (when
 * `done` is given) and followed by `after`, its failure toasted with the server's message.
 */
export function useAction(after?: () => void) {
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const run = async (action: () => Promise<unknown>, done?: string): Promise<void> => {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
      after?.();
    } catch (error) {
      toast.error(
        errorTextIn(
          intl,
          error,
          intl.formatMessage({
            id: 'shell.security.somethingWentWrong',
            defaultMessage: 'Something went wrong',
          }),
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
