import { useMutation, useQuery } from '@apollo/client/react';
import { canViewMonitoring } from '@ks/domain';
import { Badge, Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { PreloadLink } from '../../ui/preload-link';
import { TitledPanel } from '../../ui/titled-panel';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { recordCorrectiveActionPath } from '../haccp-records';
import { useWorkspace } from '../workspace';
import { useLocationTime } from '../../lib/time/location-time';
import {
  CoolingLogDocument,
  RecordCoolingReadingDocument,
  ResolveCoolingLogDocument,
  type CoolingLog,
  type Unit,
} from './cooling.operations';
import { CHECKPOINT_COLOR, coolingLogPath, STATUS_COLOR, targetText, temperatureText } from './cooling-format';
import { TemperatureField } from './temperature-field';

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * `/cooling/:locationId/:logId`: one log on a phone. Its checkpoints (met, missed, pending), its readings
 * (typed or from the probe sensor), a field to add the temperature just taken, and, when it failed, the
 * corrective action: reheated and restarted once, or discarded. Refused to Basic Users, as the API does.
 */
export function Component() {
  const { t } = useTranslation();
  const { locationId = '', logId = '' } = useParams();
  const { me, locations } = useWorkspace();
  if (!canViewMonitoring(me?.accessLevel ?? null)) {
    return <EmptyState title={t('titles.coolingLog')}>{t('cooling.notAllowed')}</EmptyState>;
  }
  const unit: Unit = me?.temperatureUnit === 'F' ? 'F' : 'C';
  const timeZone = locations.find((l) => l.id === locationId)?.timezone;
  return <CoolingLogView locationId={locationId} logId={logId} unit={unit} timeZone={timeZone} />;
}

type CoolingLogViewProps = { locationId: string; logId: string; unit: Unit; timeZone: string | undefined };

function CoolingLogView({ locationId, logId, unit, timeZone }: CoolingLogViewProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(CoolingLogDocument, { variables: { id: logId }, fetchPolicy: 'cache-and-network' });
  // The kitchen's clock, in the app's one date and time format (lib/time/location-time).
  const when = useLocationTime(timeZone);
  const log = data?.coolingLog;
  if (error && !log) return <EmptyState title={t('titles.coolingLog')}>{t('cooling.notFound')}</EmptyState>;
  if (!log) return <Text>{t('common.loading')}</Text>;
  return (
    <Stack gap="md" maw={560}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t(`cooling.kinds.${log.kind}`)} · {when(log.startedAt)} · {temperatureText(log.startTemperature, unit)}
          {log.startedByName ? ` · ${t('cooling.startedBy', { name: log.startedByName })}` : ''}
        </Text>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {log.foodName}
          </Title>
          <Badge size="lg" color={STATUS_COLOR[log.status]} data-testid="cooling-status">
            {t(`cooling.statuses.${log.status}`)}
          </Badge>
        </Group>
        {log.restartOfId ? <Text size="sm">{t('cooling.restartOf')}</Text> : null}
      </Stack>
      <TitledPanel title={t('cooling.checkpoints')}>
        {log.checkpoints.map((c) => (
          <Group key={c.index} justify="space-between" wrap="nowrap" data-testid="cooling-checkpoint">
            <Stack gap={0}>
              <Text>
                {t('cooling.checkpoint', { target: targetText(t, log.kind, c), minutes: c.withinMin, deadline: when(c.deadline) })}
              </Text>
              {c.metAt && c.metTemperature !== null ? (
                <Text size="sm" c="dimmed">
                  {t('cooling.metWith', { temperature: temperatureText(c.metTemperature, unit), time: when(c.metAt) })}
                </Text>
              ) : null}
            </Stack>
            <Badge color={CHECKPOINT_COLOR[c.status]}>{t(`cooling.checkpointStatus.${c.status}`)}</Badge>
          </Group>
        ))}
      </TitledPanel>
      {log.status === 'RUNNING' ? <ReadingForm log={log} unit={unit} onSaved={() => void refetch()} /> : null}
      {log.status === 'FAILED' ? <Resolution log={log} locationId={locationId} unit={unit} onSaved={() => void refetch()} /> : null}
      <TitledPanel title={t('cooling.readings')}>
        {log.readings.length === 0 ? <Text c="dimmed">{t('cooling.noReadings')}</Text> : null}
        {log.readings.map((r) => (
          <Text key={`${r.time}-${r.source}`} size="sm">
            {when(r.time)}: {temperatureText(r.temperature, unit)} ({t(`cooling.sources.${r.source}`)})
          </Text>
        ))}
      </TitledPanel>
      <Button component={PreloadLink} to={`/cooling/${locationId}`} variant="subtle" w="fit-content">
        {t('cooling.backToList')}
      </Button>
    </Stack>
  );
}

function ReadingForm({ log, unit, onSaved }: { log: CoolingLog; unit: Unit; onSaved: () => void }) {
  const { t } = useTranslation();
  const [temperature, setTemperature] = useState<number | string>('');
  const [record, { loading }] = useMutation(RecordCoolingReadingDocument);
  const submit = async () => {
    try {
      await record({ variables: { input: { logId: log.id, temperature: Number(temperature), unit } } });
      setTemperature('');
      showSuccessToast(t('cooling.recorded'));
      onSaved();
    } catch (error) {
      showErrorToast(t('cooling.failedToSave', { message: errorText(error) }));
    }
  };
  return (
    <TitledPanel title={t('cooling.addReading')}>
      <TemperatureField label={t('cooling.temperature', { unit })} value={temperature} onChange={setTemperature} />
      <Button size="md" onClick={() => void submit()} loading={loading} disabled={temperature === ''}>
        {t('cooling.record')}
      </Button>
    </TitledPanel>
  );
}

function Resolution({ log, locationId, unit, onSaved }: { log: CoolingLog; locationId: string; unit: Unit; onSaved: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canRestart = log.kind === 'COOLING' && !log.restartOfId;
  const [choice, setChoice] = useState<'REHEATED_AND_RESTARTED' | 'DISCARDED'>(canRestart ? 'REHEATED_AND_RESTARTED' : 'DISCARDED');
  const [reheat, setReheat] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [resolve, { loading }] = useMutation(ResolveCoolingLogDocument);
  const fullRecord = recordCorrectiveActionPath({ coolingLogId: log.id }, { locationId, back: coolingLogPath(locationId, log.id) });
  if (log.resolution) {
    return (
      <TitledPanel title={t(`cooling.resolution.${log.resolution}`)}>
        {log.resolutionNote ? <Text size="sm">{log.resolutionNote}</Text> : null}
        {log.restartedAsId ? (
          <Button component={PreloadLink} to={coolingLogPath(locationId, log.restartedAsId)} variant="light" w="fit-content">
            {t('cooling.restartedAs')}
          </Button>
        ) : null}
        <Button component={PreloadLink} to={fullRecord} variant="subtle" w="fit-content">
          {t('cooling.fullCorrectiveAction')}
        </Button>
      </TitledPanel>
    );
  }
  const submit = async () => {
    try {
      const result = await resolve({
        variables: {
          input: {
            logId: log.id,
            resolution: choice,
            reheatTemperature: choice === 'REHEATED_AND_RESTARTED' ? Number(reheat) : null,
            unit,
            note: note || null,
          },
        },
      });
      showSuccessToast(t('cooling.resolved'));
      const restart = result.data?.resolveFailedCoolingLog.restart;
      if (restart) void navigate(coolingLogPath(locationId, restart.id));
      else onSaved();
    } catch (error) {
      showErrorToast(t('cooling.failedToSave', { message: errorText(error) }));
    }
  };
  return (
    <TitledPanel title={t('cooling.failedTitle')}>
      <Radio.Group value={choice} onChange={(value) => setChoice(value as typeof choice)}>
        <Stack gap="xs">
          {canRestart ? <Radio value="REHEATED_AND_RESTARTED" label={t('cooling.reheatAndRestart')} /> : null}
          <Radio value="DISCARDED" label={t('cooling.discard')} />
        </Stack>
      </Radio.Group>
      {choice === 'REHEATED_AND_RESTARTED' ? (
        <TemperatureField label={t('cooling.reheatTemperature', { unit })} value={reheat} onChange={setReheat} />
      ) : null}
      <Textarea label={t('cooling.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
      <Button size="md" onClick={() => void submit()} loading={loading} disabled={choice === 'REHEATED_AND_RESTARTED' && reheat === ''}>
        {t('cooling.resolve')}
      </Button>
    </TitledPanel>
  );
}
