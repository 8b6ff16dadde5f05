import { Anchor, Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATA_TABLE_MAX_HEIGHT } from '../../lib/constants';
import { PreloadLink } from '../../ui/preload-link';
import type { UserListItem } from './users.operations';
import { UserStatusBadge } from './user-status-badge';

export type UsersTableProps = { users: UserListItem[] };

/** The users of the filter: name, e-mail, level, work role, locations and status (phone: name and status). */
export function UsersTable({ users }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={DATA_TABLE_MAX_HEIGHT} type="auto">
      <Table striped highlightOnHover stickyHeader verticalSpacing="sm" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('users.columns.accessLevel')}</Table.Th>
            <Table.Th visibleFrom="md">{t('users.columns.workRole')}</Table.Th>
            <Table.Th visibleFrom="md">{t('users.columns.locations')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <Anchor component={PreloadLink} to={`/users/${user.id}`} fw={600} size="sm">
                  {user.displayName}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {user.accessLevel ? (
                  <Badge variant="light" size="sm">
                    {t(`access.${user.accessLevel}`)}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm">{user.workRole ?? ''}</Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Group gap={4}>
                  {user.locations.map((location) => (
                    <Badge key={location.id} variant="outline" color="gray" size="sm" tt="none">
                      {location.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <UserStatusBadge isActive={user.isActive} invitationPending={user.invitationPending} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
