import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page-level loading placeholder. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('common.loading')} data-testid="page-skeleton">
      <Skeleton height={32} width="40%" radius="sm" />
      <Skeleton height={16} width="70%" radius="sm" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}
