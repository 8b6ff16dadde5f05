import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type UserStatusBadgeProps = { isActive: boolean; invitationPending: boolean };

/** Active, invitation sent (no password yet) or deactivated. */
export function UserStatusBadge({ isActive, invitationPending }: UserStatusBadgeProps) {
  const { t } = useTranslation();
  if (!isActive)
    return (
      <Badge color="gray" variant="light" size="sm">
        {t('users.status.deactivated')}
      </Badge>
    );
  if (invitationPending)
    return (
      <Badge color="tertiary" variant="light" size="sm">
        {t('users.status.invited')}
      </Badge>
    );
  return (
    <Badge color="primary" variant="light" size="sm">
      {t('users.status.active')}
    </Badge>
  );
}
