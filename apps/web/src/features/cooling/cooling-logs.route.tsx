import { useMutation, useQuery } from '@apollo/client/react';
import { canViewMonitoring } from '@ks/domain';
import { Badge, Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { PreloadLink } from '../../ui/preload-link';
import { TitledPanel } from '../../ui/titled-panel';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { useLocationTime } from '../../lib/time/location-time';
import { RecordsPageHeading } from '../inspection-report';
import { CoolingAppliancesDocument, CoolingLogsDocument, StartCoolingLogDocument, type ProcessKind, type Unit } from './cooling.operations';
import { coolingLogPath, STATUS_COLOR, temperatureText } from './cooling-format';
import { TemperatureField } from './temperature-field';

/**
 * `/cooling/:locationId`: the location's cooling and reheating logs of the last week, and the form that
 * starts one (phone first: one column, big inputs). Reached from the location's card and the Records
 * screen. A Basic User who types the address gets the refusal, not a form the API would refuse.
 */
export function Component() {
  const { t } = useTranslation();
  const { locationId = '' } = useParams();
  const { locations, me } = useWorkspace();
  const location = locations.find((l) => l.id === locationId) ?? null;
  const unit: Unit = me?.temperatureUnit === 'F' ? 'F' : 'C';
  const allowed = canViewMonitoring(me?.accessLevel ?? null);
  const when = useLocationTime(location?.timezone);
  const { data, refetch } = useQuery(CoolingLogsDocument, {
    variables: { locationId },
    skip: !location || !allowed,
    fetchPolicy: 'cache-and-network',
  });
  if (!allowed) return <EmptyState title={t('titles.coolingLogs')}>{t('cooling.notAllowed')}</EmptyState>;
  if (!location) return <EmptyState title={t('titles.coolingLogs')}>{t('cooling.notFound')}</EmptyState>;
  const logs = data?.coolingLogs ?? [];
  return (
    <Stack gap="md" maw={640}>
      <RecordsPageHeading location={location.name} title={t('titles.coolingLogs')} intro={t('cooling.intro')} />
      <StartForm locationId={locationId} unit={unit} onStarted={() => void refetch()} />
      <Stack gap="xs" data-testid="cooling-logs">
        {logs.length === 0 ? <Text c="dimmed">{t('cooling.none')}</Text> : null}
        {logs.map((log) => (
          <Card key={log.id} withBorder padding="sm" component={PreloadLink} to={coolingLogPath(locationId, log.id)}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600}>
                  {t(`cooling.kinds.${log.kind}`)}: {log.foodName}
                </Text>
                <Text size="sm" c="dimmed">
                  {when(log.startedAt)} · {temperatureText(log.startTemperature, unit)}
                  {log.applianceName ? ` · ${log.applianceName}` : ''}
                </Text>
              </Stack>
              <Badge color={STATUS_COLOR[log.status]}>{t(`cooling.statuses.${log.status}`)}</Badge>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function StartForm({ locationId, unit, onStarted }: { locationId: string; unit: Unit; onStarted: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ProcessKind>('COOLING');
  const [foodName, setFoodName] = useState('');
  const [applianceId, setApplianceId] = useState<string | null>(null);
  const [temperature, setTemperature] = useState<number | string>('');
  const appliances = useQuery(CoolingAppliancesDocument, { variables: { locationId } });
  const [start, { loading }] = useMutation(StartCoolingLogDocument);
  const options = [
    { value: '', label: t('cooling.bench') },
    ...(appliances.data?.locationAreas.flatMap((a) => a.appliances) ?? [])
      .concat(appliances.data?.unassignedAppliances ?? [])
      .map((a) => ({ value: a.id, label: a.name })),
  ];
  const submit = async () => {
    try {
      const result = await start({
        variables: { input: { locationId, kind, foodName, applianceId: applianceId || null, startTemperature: Number(temperature), unit } },
      });
      showSuccessToast(t('cooling.started'));
      onStarted();
      const id = result.data?.startCoolingLog.id;
      if (id) void navigate(coolingLogPath(locationId, id));
    } catch (error) {
      showErrorToast(t('cooling.failedToSave', { message: error instanceof Error ? error.message : '' }));
    }
  };
  return (
    <TitledPanel title={t('cooling.start')}>
      <SegmentedControl
        fullWidth
        value={kind}
        onChange={(value) => setKind(value as ProcessKind)}
        data={[
          { value: 'COOLING', label: t('cooling.kinds.COOLING') },
          { value: 'REHEATING', label: t('cooling.kinds.REHEATING') },
        ]}
        aria-label={t('cooling.kind')}
      />
      <TextInput label={t('cooling.foodName')} value={foodName} onChange={(e) => setFoodName(e.currentTarget.value)} size="md" required />
      <Select
        label={t('cooling.where')}
        data={options}
        value={applianceId ?? ''}
        onChange={setApplianceId}
        size="md"
        allowDeselect={false}
      />
      <TemperatureField label={t('cooling.startTemperature', { unit })} value={temperature} onChange={setTemperature} required />
      <Button size="md" onClick={() => void submit()} loading={loading} disabled={!foodName.trim() || temperature === ''}>
        {t('cooling.starting')}
      </Button>
    </TitledPanel>
  );
}
