import { useQuery } from '@apollo/client/react';
import { ACTION_CATEGORIES, type ActionCategory } from '@ks/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { Badge, Button, Group, Modal, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDIT_LIST_PAGE, EDIT_LIST_PAGE_SIZE } from '../../../lib/constants';
import { Pager } from '../../../ui/pager';
import { LibraryActionsDocument } from './library.operations';

export type LibraryPickerProps = {
  opened: boolean;
  onClose: () => void;
  onPick: (actionId: string) => void;
};

/** The action library (20 per page, page 1, empty search to start, spec §9) to place an existing action. */
export function LibraryPicker({ opened, onClose, onPick }: LibraryPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [category, setCategory] = useState<ActionCategory | null>(null);
  const [page, setPage] = useState(EDIT_LIST_PAGE);
  const { data, loading } = useQuery(LibraryActionsDocument, {
    variables: { search: debounced, category, page, first: EDIT_LIST_PAGE_SIZE },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const library = data?.libraryActions;
  return (
    <Modal opened={opened} onClose={onClose} title={t('quests.editor.library')} size="lg">
      <Stack gap="sm">
        <Group grow align="flex-end">
          <TextInput
            label={t('quests.editor.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label={t('quests.editor.category')}
            placeholder={t('quests.editor.allCategories')}
            data={ACTION_CATEGORIES.map((value) => ({ value, label: t(`quests.categories.${value}`) }))}
            value={category}
            onChange={(value) => {
              setCategory(value as ActionCategory | null);
              setPage(1);
            }}
            clearable
          />
        </Group>
        {!library && loading ? <Skeleton h={200} /> : null}
        {library && library.items.length === 0 ? <Text c="dimmed">{t('quests.editor.libraryEmpty')}</Text> : null}
        {library?.items.map((action) => (
          <Group key={action.id} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {action.name || t('quests.editor.untitledAction')}
              </Text>
              <Group gap={4}>
                <Badge size="xs" variant="light">
                  {t(`quests.actionTypes.${action.type}`)}
                </Badge>
                {action.category ? (
                  <Text size="xs" c="dimmed">
                    {t(`quests.categories.${action.category}`)}
                  </Text>
                ) : null}
              </Group>
            </Stack>
            <Button size="xs" variant="light" onClick={() => onPick(action.id)}>
              {t('quests.editor.addThis')}
            </Button>
          </Group>
        ))}
        {library ? <Pager totalCount={library.totalCount} pageSize={library.first} page={page} onChange={setPage} /> : null}
      </Stack>
    </Modal>
  );
}
