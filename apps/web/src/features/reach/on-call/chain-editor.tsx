import { ACCESS_LEVELS, type AccessLevel } from '@ks/domain';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EscalationChainFieldsFragment, EscalationStepInput, ReachChannel } from '../../../gql/graphql';
import { TitledPanel } from '../../../ui/titled-panel';
import { chainDraftProblems, moveStep, newStep, stepDrafts, stepInputs, type StepDraft } from './on-call-drafts';
import { EditorProblems } from './editor-problems';
import { messageAt, type Refusal } from './on-call-problems';

const CHANNELS: ReachChannel[] = ['PUSH', 'EMAIL', 'SMS'];
/** The levels a step may name; Full Admins are the platform's, not a kitchen's. */
const NOTIFIABLE_LEVELS = ACCESS_LEVELS.filter((l) => l !== 'FULL_ADMIN' && l !== 'BASIC_USER');

export type ChainPerson = { id: string; displayName: string };

export type ChainEditorProps = {
  chain: EscalationChainFieldsFragment;
  /** A location's chain (the default), or the company's default chain that locations without one follow. */
  scope?: 'location' | 'company';
  people: ChainPerson[];
  saving: boolean;
  /** Saves the chain; resolves with the API's refusal, or null when it was saved. */
  onSave: (input: { steps: EscalationStepInput[]; ackTimeoutMinutes: number }) => Promise<Refusal | null>;
};

/**
 * The location's escalation chain: ordered WAIT and NOTIFY steps (who, which channels), moved with the
 * up/down buttons (the keyboard's way), and the re-escalation time. Problems are named by step and field
 * before anything is sent.
 */
export function ChainEditor({ chain, scope = 'location', people, saving, onSave }: ChainEditorProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<StepDraft[]>(() => stepDrafts(chain));
  const [ackTimeout, setAckTimeout] = useState<number | ''>(chain.ackTimeoutMinutes);
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const problems = useMemo(() => chainDraftProblems(steps, ackTimeout), [steps, ackTimeout]);
  const at = (path: string) => messageAt(t, { problems, refusal, shown }, path);

  const change = (index: number, patch: Partial<StepDraft>) => {
    setRefusal(null);
    setSteps((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  };
  const save = async () => {
    setShown(true);
    if (problems.size > 0 || ackTimeout === '') return;
    setRefusal(await onSave({ steps: stepInputs(steps), ackTimeoutMinutes: ackTimeout }));
  };

  return (
    <TitledPanel title={t('onCall.chain.title')}>
      <Text size="sm" c="dimmed" data-testid="chain-source">
        {scope === 'company' ? t(`onCall.company.source.${chain.source}`) : t(`onCall.chain.source.${chain.source}`)}
      </Text>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, index) => (
          <Paper
            key={step.key}
            component="li"
            withBorder
            p="sm"
            radius="md"
            data-testid="chain-step"
            aria-label={t('onCall.stepLabel', { n: index + 1 })}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>
                  {t('onCall.stepLabel', { n: index + 1 })} · {t(`onCall.chain.kinds.${step.kind}`)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('onCall.chain.moveUp', { n: index + 1 })}
                    disabled={index === 0}
                    onClick={() => setSteps((all) => moveStep(all, index, -1))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('onCall.chain.moveDown', { n: index + 1 })}
                    disabled={index === steps.length - 1}
                    onClick={() => setSteps((all) => moveStep(all, index, 1))}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="secondary"
                    aria-label={t('onCall.chain.remove', { n: index + 1 })}
                    onClick={() => setSteps((all) => all.filter((_, i) => i !== index))}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Group>
              {step.kind === 'WAIT' ? (
                <NumberInput
                  label={t('onCall.chain.minutes')}
                  min={1}
                  max={240}
                  // Out-of-range input stays as typed and is refused with its step named, never silently changed.
                  clampBehavior="none"
                  allowDecimal={false}
                  maw={200}
                  value={step.minutes}
                  error={at(`steps.${index}.minutes`)}
                  onChange={(value) => change(index, { minutes: typeof value === 'number' ? value : '' })}
                />
              ) : (
                <NotifyFields
                  step={step}
                  index={index}
                  scope={scope}
                  people={people}
                  errorAt={at}
                  onChange={(patch) => change(index, patch)}
                />
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => setSteps((all) => [...all, newStep('NOTIFY')])}>
          {t('onCall.chain.addNotify')}
        </Button>
        <Button variant="light" size="xs" onClick={() => setSteps((all) => [...all, newStep('WAIT')])}>
          {t('onCall.chain.addWait')}
        </Button>
      </Group>
      <NumberInput
        label={t('onCall.chain.ackTimeout')}
        min={5}
        max={240}
        clampBehavior="none"
        allowDecimal={false}
        maw={420}
        value={ackTimeout}
        error={at('ackTimeoutMinutes')}
        onChange={(value) => setAckTimeout(typeof value === 'number' ? value : '')}
      />
      <EditorProblems shown={shown} problems={problems} refusal={refusal} testIdPrefix="chain" />
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          {t('onCall.chain.save')}
        </Button>
      </Group>
    </TitledPanel>
  );
}

type NotifyFieldsProps = {
  step: StepDraft;
  index: number;
  scope: 'location' | 'company';
  people: ChainPerson[];
  errorAt: (path: string) => string | undefined;
  onChange: (patch: Partial<StepDraft>) => void;
};

function NotifyFields({ step, index, scope, people, errorAt, onChange }: NotifyFieldsProps) {
  const { t } = useTranslation();
  // Levels saved before (even ones the editor no longer offers) stay visible so saving keeps them.
  const levels = [...new Set<AccessLevel>([...NOTIFIABLE_LEVELS, ...step.accessLevels])];
  const whoError = errorAt(`steps.${index}.who`);
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t('onCall.chain.who')}
        error={whoError}
        value={[...(step.onShift ? ['onShift'] : []), ...(step.everyManager ? ['everyManager'] : [])]}
        onChange={(value) => onChange({ onShift: value.includes('onShift'), everyManager: value.includes('everyManager') })}
      >
        <Group gap="md" mt={4}>
          <Checkbox value="onShift" label={t('onCall.chain.onShift')} />
          <Checkbox value="everyManager" label={t('onCall.chain.everyManager')} />
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={scope === 'company' ? t('onCall.company.levels') : t('onCall.chain.levels')}
        value={step.accessLevels}
        onChange={(value) => onChange({ accessLevels: value as AccessLevel[] })}
      >
        <Group gap="md" mt={4}>
          {levels.map((level) => (
            <Checkbox key={level} value={level} label={t(`access.${level}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      {people.length > 0 ? (
        <Checkbox.Group label={t('onCall.chain.people')} value={step.userIds} onChange={(value) => onChange({ userIds: value })}>
          <Group gap="md" mt={4}>
            {people.map((person) => (
              <Checkbox key={person.id} value={person.id} label={person.displayName} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      <Checkbox.Group
        label={t('onCall.chain.channels')}
        error={errorAt(`steps.${index}.channels`)}
        value={step.channels}
        onChange={(value) => onChange({ channels: value as ReachChannel[] })}
      >
        <Group gap="md" mt={4}>
          {CHANNELS.map((channel) => (
            <Checkbox key={channel} value={channel} label={t(`reach.channel.${channel}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
