import { useCallback } from 'react';
import { isCommandError } from '../commands/command-error';
import { useAppDispatch } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { toastShown } from '../../state/ui/ui-slice';

/** The text a screen shows for a refused or failed command. */
export function commandErrorText(error: unknown): string {
  if (isCommandError(error))
    return error.remark ? `${error.message} ${error.remark}` : error.message;
  return shellTexts.commands.failed;
}

/**
 * Runs a staff command (src/db/commands) for a screen: resolves with its value once the local
 * transaction has committed, shows `success` as a toast, and turns a refusal into an error toast
 * with the Norwegian reason (resolving null, with nothing written).
 */
export function useCommand() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <R>(run: () => Promise<R>, success?: string): Promise<R | null> => {
      try {
        const value = await run();
        if (success) dispatch(toastShown({ kind: 'success', text: success }));
        return value;
      } catch (error) {
        dispatch(toastShown({ kind: 'error', text: commandErrorText(error) }));
        return null;
      }
    },
    [dispatch],
  );
}
