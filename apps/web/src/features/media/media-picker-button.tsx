import { useQuery } from '@apollo/client/react';
import { Button, Center, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaCard } from './media-card';
import { MediaLibraryDocument, type MediaItem } from './media.operations';
import { Pager } from '../../ui/pager';

const PICKER_PAGE_SIZE = 12;

export type MediaPickerButtonProps = {
  /** Called with the chosen library file; the dialog closes. */
  onPick: (item: MediaItem) => void;
  disabled?: boolean;
  /** Files already chosen are left out of the list. */
  excludeIds?: ReadonlyArray<string>;
};

/**
 * 'Choose from media library': a dialog over the company's library (searchable, paged) so an editor reuses a
 * file already uploaded instead of uploading it again. The list is fetched only while the dialog is open.
 */
export function MediaPickerButton({ onPick, disabled, excludeIds = [] }: MediaPickerButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(MediaLibraryDocument, {
    variables: { search, kind: 'ANY', first: PICKER_PAGE_SIZE, page },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.searchAttachments;
  const items = (result?.items ?? []).filter((item) => !excludeIds.includes(item.id));

  return (
    <>
      <Button variant="subtle" size="compact-sm" w="fit-content" onClick={open} disabled={disabled}>
        {t('media.picker.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('media.picker.title')} size="xl">
        <Stack gap="md">
          <TextInput
            label={t('media.search')}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
          />
          {loading && !result ? (
            <Center h={160}>
              <Loader size="sm" />
            </Center>
          ) : items.length === 0 ? (
            <Text c="dimmed">{search ? t('media.noMatch') : t('media.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="md">
              {items.map((item) => (
                <MediaCard
                  key={item.id}
                  item={item}
                  onOpen={() => {
                    onPick(item);
                    close();
                  }}
                />
              ))}
            </SimpleGrid>
          )}
          <Pager totalCount={result?.totalCount ?? 0} pageSize={PICKER_PAGE_SIZE} page={page} onChange={setPage} label={t('media.page')} />
        </Stack>
      </Modal>
    </>
  );
}
