import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Errors = { name?: string; locations?: string };

/**
 * The settings every quest and training has, as edited: name, description and locations, with their
 * required-field errors. `current` keeps the saved locations (some may be outside the viewer's reach).
 */
export function useChecklistBasics(item: { name: string; description: string; locations: ReadonlyArray<{ id: string; name: string }> }) {
  const { t } = useTranslation();
  const [name, setName] = useState(item.name);
  const [description, setDescription] = useState(item.description);
  const [locationIds, setLocationIds] = useState(item.locations.map((location) => location.id));
  const [errors, setErrors] = useState<Errors>({});

  /** Marks a missing name or location; true when both are there. */
  const validate = (): boolean => {
    const next: Errors = {};
    if (!name.trim()) next.name = t('validation.required');
    if (locationIds.length === 0) next.locations = t('quests.editor.selectLocation');
    setErrors(next);
    return !next.name && !next.locations;
  };

  return { name, setName, description, setDescription, locationIds, setLocationIds, errors, validate, current: item.locations };
}

export type ChecklistBasics = ReturnType<typeof useChecklistBasics>;
