import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../ui/toast';
import type { ChecklistKind } from '../checklist-kind';

export type UseActiveToggleOptions = {
  kind: ChecklistKind;
  /** The set-active mutation of the kind. */
  setActive: (active: boolean) => Promise<unknown>;
  /** Words a refusal (each kind has its own codes), falling back to the given text. */
  describeError: (error: unknown, fallback: string) => string;
  /** Shows the worded refusal (a toast on the details screen, an alert in the editor). */
  onError: (message: string) => void;
};

/** The active switch's action: flips the state, confirms with a toast, words a refusal (e.g. no content yet). */
export function useActiveToggle({ kind, setActive, describeError, onError }: UseActiveToggleOptions) {
  const { t } = useTranslation();
  return async (active: boolean) => {
    try {
      await setActive(active);
      showSuccessToast(active ? t(`${kind}.activated`) : t(`${kind}.deactivated`));
    } catch (error) {
      onError(describeError(error, t(`${kind}.errors.activateFailed`)));
    }
  };
}
