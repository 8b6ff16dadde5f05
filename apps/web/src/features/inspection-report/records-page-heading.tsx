import { Stack, Text, Title } from '@mantine/core';

/** The heading of a location's record pages: the location above, the page's title, one line about it. */
export function RecordsPageHeading({ location, title, intro }: { location: string; title: string; intro: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {location}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="sm">{intro}</Text>
    </Stack>
  );
}
