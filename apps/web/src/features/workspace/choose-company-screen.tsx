import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useAccountLanguage } from '../../lib/i18n/use-account-language';
import type { ClientSummary } from '../../lib/session/session.operations';

/** The account's language, which needs no company (`me` answers without a client-id header). */
export const AccountLanguageDocument = graphql(`
  query AccountLanguage {
    me {
      id
      language
    }
  }
`);

type ChooseCompanyScreenProps = { clients: ClientSummary[]; onChoose: (clientId: string) => void };

/** Shown to a member of several companies until one is chosen, in the account's language. */
export function ChooseCompanyScreen({ clients, onChoose }: ChooseCompanyScreenProps) {
  const { t } = useTranslation();
  useAccountLanguage(useQuery(AccountLanguageDocument, { fetchPolicy: 'cache-first' }).data?.me.language);
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('common.productName')} | ${t('titles.chooseCompany')}`;
    return () => {
      document.title = previous;
    };
  }, [t]);
  const sorted = [...clients].sort((a, b) => a.companyName.localeCompare(b.companyName));
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder radius="md" p="xl" w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('titles.chooseCompany')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('shell.chooseCompanyIntro')}
          </Text>
          {sorted.map((client) => (
            <Button key={client.id} variant="light" justify="flex-start" onClick={() => onChoose(client.id)}>
              {client.companyName}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Center>
  );
}
