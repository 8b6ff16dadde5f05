import { useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { hasAtLeast, PLANS } from '@ks/domain';
import { Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LocationPlansQuery } from '../../gql/graphql';
import { preloadRouteQuery } from '../../lib/apollo/route-query';
import { DATA_TABLE_MAX_HEIGHT } from '../../lib/constants';
import { PreloadLink } from '../../ui/preload-link';
import { viewerAccessLevel } from '../locations';
import { LocationPlansDocument, planTotals } from '../plans';
import { useWorkspace } from '../workspace';

/** The subscription is a Manager's matter: only Managers and Full Admins load it. */
export async function billingLoader() {
  return hasAtLeast(await viewerAccessLevel(), 'MANAGER') ? preloadRouteQuery(LocationPlansDocument) : null;
}

/** 'Subscription and billing': the client's locations by plan, equipment allowance and use. */
export function BillingScreen() {
  const { t } = useTranslation();
  const queryRef = useLoaderData() as PreloadedQueryRef<LocationPlansQuery> | null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.billing')}
      </Title>
      {queryRef ? <Subscription queryRef={queryRef} /> : <Text c="dimmed">{t('billing.managersOnly')}</Text>}
    </Stack>
  );
}

function Subscription({ queryRef }: { queryRef: PreloadedQueryRef<LocationPlansQuery> }) {
  const { t } = useTranslation();
  const { client } = useWorkspace();
  const { data } = useReadQuery(queryRef);
  const totals = planTotals(data.locations.map((location) => location.planUsage));
  return (
    <Stack gap="lg">
      <Text>{t('billing.intro', { company: client?.companyName ?? '' })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {PLANS.map((plan) => (
          <Paper key={plan} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t(`locations.planLabels.${plan}`)}
            </Text>
            <Text fw={700} size="xl">
              {t('billing.locations', { count: totals.byPlan.get(plan) ?? 0 })}
            </Text>
          </Paper>
        ))}
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('billing.allowance')}
          </Text>
          <Text fw={700} size="xl" data-testid="billing-allowance">
            {totals.allowance}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('billing.inUse')}
          </Text>
          <Text fw={700} size="xl" data-testid="billing-in-use">
            {totals.inUse}
          </Text>
        </Paper>
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('billing.byPlan')}
      </Title>
      <Table.ScrollContainer minWidth={480} mah={DATA_TABLE_MAX_HEIGHT}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.location')}</Table.Th>
              <Table.Th>{t('billing.plan')}</Table.Th>
              <Table.Th>{t('billing.equipment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.locations.map((location) => (
              <Table.Tr key={location.id}>
                <Table.Td>{location.name}</Table.Td>
                <Table.Td>{t(`locations.planLabels.${location.plan}`)}</Table.Td>
                <Table.Td>
                  {t('plans.usage', { count: location.planUsage.equipmentCount, limit: location.planUsage.equipmentLimit })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div>
        <Button component={PreloadLink} to="/plans" variant="light">
          {t('billing.managePlans')}
        </Button>
      </div>
    </Stack>
  );
}
