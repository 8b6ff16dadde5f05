import { useMutation, useQuery } from '@apollo/client/react';
import { todayIn } from '@ks/domain';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FixitFieldsFragment } from '../../../gql/graphql';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorMessageOf } from '../error-message';
import { AssignFixitDocument, FixitOwnerCandidatesDocument } from './fixits.operations';
import { fixitTitle } from './fixit-title';

export type AssignFixitModalProps = {
  fixit: FixitFieldsFragment | null;
  onClose: () => void;
  onAssigned: () => void;
};

/**
 * The owner (a select of the people who see the fix-it's location) and the due date (a calendar day of the
 * location, not before its today) of a PENDING fix-it; either may be cleared. Managers and Location Managers.
 */
export function AssignFixitModal({ fixit, onClose, onAssigned }: AssignFixitModalProps) {
  const { t } = useTranslation();
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [dueOn, setDueOn] = useState('');
  useEffect(() => {
    setOwnerId(fixit?.owner?.id ?? null);
    setDueOn(fixit?.dueOn ?? '');
  }, [fixit]);
  const candidates = useQuery(FixitOwnerCandidatesDocument, {
    variables: { fixitId: fixit?.id ?? '' },
    skip: fixit === null,
    fetchPolicy: 'cache-and-network',
  });
  const [assign, assigning] = useMutation(AssignFixitDocument);
  // The location's today: the earliest day the server accepts (a date it already has stays allowed).
  const today = todayIn(fixit?.location?.timezone ?? 'UTC');
  const min = fixit?.dueOn && fixit.dueOn < today ? fixit.dueOn : today;
  const people = candidates.data?.fixitOwnerCandidates ?? (fixit?.owner ? [fixit.owner] : []);
  const submit = async () => {
    if (!fixit) return;
    try {
      await assign({ variables: { input: { fixitId: fixit.id, ownerId, dueOn: dueOn || null } } });
      showSuccessToast(t('fixits.assigned'));
      onAssigned();
    } catch (failure) {
      showErrorToast(errorMessageOf(failure, t('fixits.assignFailed'), t));
    }
  };
  return (
    <Modal opened={fixit !== null} onClose={onClose} title={t('fixits.assignTitle')} centered>
      <Stack>
        <Text size="sm">{fixit ? fixitTitle(fixit) : ''}</Text>
        <Select
          label={t('fixits.ownerLabel')}
          placeholder={t('fixits.ownerPlaceholder')}
          data={people.map((person) => ({ value: person.id, label: person.displayName }))}
          value={ownerId}
          onChange={setOwnerId}
          clearable
          searchable
          comboboxProps={{ withinPortal: false }}
          data-testid="fixit-owner-select"
        />
        <TextInput
          type="date"
          label={t('fixits.dueLabel')}
          description={t('fixits.dueHint')}
          value={dueOn}
          min={min}
          onChange={(event) => setDueOn(event.currentTarget.value)}
          data-testid="fixit-due-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('fixits.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={assigning.loading}>
            {t('fixits.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
