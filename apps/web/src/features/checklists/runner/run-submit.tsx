import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Submit checklist": at once when every action is answered, after a confirmation naming how many are not. */
export function RunSubmitButton({ unanswered, disabled, onSubmit }: { unanswered: number; disabled: boolean; onSubmit: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const submit = () => {
    setConfirming(false);
    onSubmit();
  };
  return (
    <>
      <Button size="lg" onClick={() => (unanswered > 0 ? setConfirming(true) : submit())} disabled={disabled}>
        {t('quests.run.submit')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('quests.run.submitTitle')} centered>
        <Stack>
          <Text>{t('quests.run.unansweredConfirm', { count: unanswered })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('quests.cancel')}
            </Button>
            <Button onClick={submit}>{t('quests.run.submitAnyway')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
