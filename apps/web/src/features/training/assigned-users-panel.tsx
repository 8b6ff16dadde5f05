import { useQuery } from '@apollo/client/react';
import { hasAtLeast } from '@ks/domain';
import { ActionIcon, Button, Group, MultiSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingFieldsFragment } from '../../gql/graphql';
import { useWorkspace } from '../workspace';
import { assignableCandidates } from './assignment-cache';
import { AssignableUsersDocument } from './training.operations';
import { useTrainingAssignment } from './use-training-assignment';

/**
 * Who must take the training, with assign / unassign for those allowed (`viewerCan.assign`): people of
 * the training's locations; a Location Manager may assign only users (clientRole USER).
 */
export function AssignedUsersPanel({ training }: { training: TrainingFieldsFragment }) {
  const { t } = useTranslation();
  const { me } = useWorkspace();
  const canAssign = training.viewerCan.assign;
  const { assign, unassign, busy } = useTrainingAssignment(training);
  const [chosen, setChosen] = useState<string[]>([]);
  const users = useQuery(AssignableUsersDocument, { skip: !canAssign, fetchPolicy: 'cache-and-network' });
  const trainingLocations = new Set(training.locations.map((location) => location.id));
  const onlyUsers = !hasAtLeast(me?.accessLevel ?? null, 'MANAGER');
  const people = (users.data?.users ?? []).filter(
    (user) =>
      user.isActive && user.locations.some((location) => trainingLocations.has(location.id)) && (!onlyUsers || user.clientRole === 'USER'),
  );
  const candidates = assignableCandidates(people, training.assignedUsers);

  const submit = async () => {
    const picked = candidates.filter((person) => chosen.includes(person.id));
    setChosen([]);
    await assign(picked);
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('training.assign.title', { count: training.assignedUsers.length })}
        </Title>
        {canAssign ? (
          <Group align="flex-end" wrap="wrap">
            <MultiSelect
              label={t('training.assign.choose')}
              placeholder={t('training.assign.placeholder')}
              data={candidates.map((person) => ({ value: person.id, label: `${person.displayName} (${person.email})` }))}
              value={chosen}
              onChange={setChosen}
              searchable
              nothingFoundMessage={t('training.assign.nobody')}
              style={{ flex: 1, minWidth: 240 }}
            />
            <Button onClick={() => void submit()} disabled={chosen.length === 0 || busy}>
              {t('training.assign.assign')}
            </Button>
          </Group>
        ) : null}
        {training.assignedUsers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('training.assign.none')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {training.assignedUsers.map((person) => (
                <Table.Tr key={person.id} data-testid="assigned-user">
                  <Table.Td>{person.displayName}</Table.Td>
                  {canAssign ? (
                    <Table.Td ta="right">
                      <ActionIcon
                        variant="subtle"
                        color="secondary"
                        aria-label={t('training.assign.unassign', { name: person.displayName })}
                        onClick={() => void unassign(person)}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
