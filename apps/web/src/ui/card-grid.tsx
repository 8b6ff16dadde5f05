import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type CardGridProps<T> = {
  /** Undefined until the first answer arrives. */
  items: ReadonlyArray<T> | undefined;
  loading: boolean;
  /** Said in a panel when the list is empty. */
  emptyText: string;
  renderItem: (item: T) => ReactNode;
};

/** Cards three to a row (fewer on smaller screens): placeholders while loading, a panel when there are none. */
export function CardGrid<T>({ items, loading, emptyText, renderItem }: CardGridProps<T>) {
  if (!items && loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (items && items.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{emptyText}</Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items?.map(renderItem)}
    </SimpleGrid>
  );
}
