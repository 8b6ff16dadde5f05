import { useMutation, useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { PLAN_EQUIPMENT_LIMITS, PLANS, type Plan } from '@ks/domain';
import { Alert, Badge, Group, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LocationPlansQuery } from '../../gql/graphql';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { preloadRouteQuery } from '../../lib/apollo/route-query';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { viewerSeesMonitoring } from '../locations';
import { PlanChangeModal } from './plan-change-modal';
import { planFill } from './plan-usage';
import { LocationPlansDocument, UpdateLocationPlanDocument } from './plans.operations';

/** Plans and usage are not shown to Basic Users (the API refuses them), so nothing is loaded for them. */
export async function plansLoader() {
  return (await viewerSeesMonitoring()) ? preloadRouteQuery(LocationPlansDocument) : null;
}

/** 'Plans': the two plans, and each location's plan and equipment use; Managers change plans here. */
export function PlansScreen() {
  const { t } = useTranslation();
  const queryRef = useLoaderData() as PreloadedQueryRef<LocationPlansQuery> | null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.plans')}
      </Title>
      <Text>{t('plans.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        {PLANS.map((plan) => (
          <Paper key={plan} withBorder radius="md" p="md">
            <Text fw={600}>{t(`locations.planLabels.${plan}`)}</Text>
            <Text size="sm" c="dimmed">
              {t('plans.limit', { count: PLAN_EQUIPMENT_LIMITS[plan] })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {queryRef ? <LocationPlans queryRef={queryRef} /> : <Text c="dimmed">{t('plans.notAvailable')}</Text>}
    </Stack>
  );
}

type LocationPlan = LocationPlansQuery['locations'][number];

function LocationPlans({ queryRef }: { queryRef: PreloadedQueryRef<LocationPlansQuery> }) {
  const { t } = useTranslation();
  const { data } = useReadQuery(queryRef);
  if (data.locations.length === 0) return <Text c="dimmed">{t('plans.noLocations')}</Text>;
  return (
    <Stack gap="sm">
      {data.locations.map((location) => (
        <LocationPlanRow key={location.id} location={location} />
      ))}
    </Stack>
  );
}

function LocationPlanRow({ location }: { location: LocationPlan }) {
  const { t } = useTranslation();
  const [updatePlan, { loading }] = useMutation(UpdateLocationPlanDocument);
  // The plan chosen in the select, waiting for confirmation; the select keeps showing the current plan.
  const [pending, setPending] = useState<Plan | null>(null);
  const usage = location.planUsage;
  const fill = planFill(usage);
  const change = async (plan: Plan) => {
    try {
      await updatePlan({ variables: { id: location.id, plan } });
      showSuccessToast(t('plans.changed', { name: location.name, plan: t(`locations.planLabels.${plan}`) }));
    } catch (error) {
      console.error(error);
      showErrorToast(
        errorCodeOf(error) === 'PLAN_LIMIT_REACHED'
          ? t('plans.tooSmall', {
              plan: t(`locations.planLabels.${plan}`),
              limit: PLAN_EQUIPMENT_LIMITS[plan],
              count: usage.equipmentCount,
            })
          : t('plans.changeFailed'),
      );
    } finally {
      setPending(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="location-plan" aria-label={location.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0}>
            <Text fw={600}>{location.name}</Text>
            {location.city ? (
              <Text size="sm" c="dimmed">
                {location.city}
              </Text>
            ) : null}
          </Stack>
          {location.viewerCan.changePlan ? (
            <Select
              aria-label={t('plans.changePlan', { name: location.name })}
              data={PLANS.map((plan) => ({ value: plan, label: t(`locations.planLabels.${plan}`) }))}
              value={location.plan}
              onChange={(value) => value && value !== location.plan && setPending(value as Plan)}
              allowDeselect={false}
              disabled={loading}
              w={{ base: '100%', xs: 240 }}
            />
          ) : (
            <Badge variant="light">{t(`locations.planLabels.${location.plan}`)}</Badge>
          )}
        </Group>
        <Progress value={fill.percent} color={fill.state === 'room' ? 'primary' : 'secondary'} aria-hidden="true" />
        <Text size="sm">{t('plans.usage', { count: usage.equipmentCount, limit: usage.equipmentLimit })}</Text>
        {fill.state !== 'room' ? (
          <Alert color="secondary" variant="light" p="xs">
            {fill.state === 'over' ? t('plans.over') : t('plans.full')}
          </Alert>
        ) : null}
      </Stack>
      <PlanChangeModal
        change={pending ? { name: location.name, from: location.plan, to: pending, equipmentCount: usage.equipmentCount } : null}
        loading={loading}
        onConfirm={() => pending && void change(pending)}
        onCancel={() => setPending(null)}
      />
    </Paper>
  );
}
