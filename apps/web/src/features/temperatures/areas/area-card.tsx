import { Button, FileButton, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm-action';
import { useTranslation } from 'react-i18next';
import type { LocationEquipmentQuery } from '../../../gql/graphql';
import { PreloadLink } from '../../../ui/preload-link';
import { equipmentCreatePath } from '../equipment-paths';
import { AreaNameModal } from './area-name-modal';
import { FloorplanEditor } from './floorplan-editor';
import type { useAreaActions } from './use-area-actions';

type Area = LocationEquipmentQuery['locationAreas'][number];

export type AreaCardProps = {
  locationId: string;
  area: Area;
  canManage: boolean;
  actions: ReturnType<typeof useAreaActions>;
};

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** One area: its name, its floorplan with the equipment on it, and (for managers) what can be changed. */
export function AreaCard({ locationId, area, canManage, actions }: AreaCardProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const floorplan = area.floorplan;
  const imageUrl = floorplan?.image?.xlarge ?? floorplan?.image?.large ?? null;
  const headingId = `area-card-${area.id}`;

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    await actions.setFloorplan(area.id, area.name, file);
    setUploading(false);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="area-card">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {area.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('equipment.count', { count: area.appliances.length })}
            </Text>
          </div>
          {canManage ? (
            <Group gap="xs">
              <FileButton onChange={(file) => void upload(file)} accept={PICTURE_TYPES}>
                {(props) => (
                  <Button {...props} size="xs" variant="light" loading={uploading}>
                    {floorplan ? t('equipment.areas.replaceFloorplan') : t('equipment.areas.uploadFloorplan')}
                  </Button>
                )}
              </FileButton>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="xs" variant="default" aria-label={t('equipment.areas.more', { name: area.name })}>
                    {t('equipment.areas.moreLabel')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={PreloadLink} to={equipmentCreatePath(locationId, area.id)}>
                    {t('equipment.add')}
                  </Menu.Item>
                  <Menu.Item onClick={() => setRenaming(true)}>{t('equipment.areas.rename')}</Menu.Item>
                  {floorplan ? (
                    <Menu.Item onClick={() => void actions.removeFloorplan(area.id, area.name)}>
                      {t('equipment.areas.removeFloorplan')}
                    </Menu.Item>
                  ) : null}
                  <Menu.Item
                    color="secondary"
                    onClick={() =>
                      confirmAction({
                        title: t('equipment.areas.deleteConfirmTitle', { name: area.name }),
                        message: t('equipment.areas.deleteConfirm'),
                        confirmLabel: t('equipment.areas.delete'),
                        cancelLabel: t('equipment.form.cancel'),
                        onConfirm: async () => {
                          await actions.remove(area.id);
                        },
                      })
                    }
                  >
                    {t('equipment.areas.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ) : null}
        </Group>
        {imageUrl ? (
          <FloorplanEditor
            areaName={area.name}
            imageUrl={imageUrl}
            appliances={area.appliances}
            placements={floorplan?.placements ?? []}
            canManage={canManage}
            onPlace={(applianceId, position) => actions.place(applianceId, position.x, position.y)}
            onUnplace={(applianceId) => actions.unplace(applianceId)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {canManage ? t('equipment.areas.noFloorplanManage') : t('equipment.areas.noFloorplan')}
          </Text>
        )}
      </Stack>
      <AreaNameModal
        opened={renaming}
        title={t('equipment.areas.renameTitle', { name: area.name })}
        initialName={area.name}
        submitLabel={t('equipment.form.save')}
        onSubmit={(name) => actions.rename(area.id, name, floorplan?.fileId ?? null)}
        onClose={() => setRenaming(false)}
      />
    </Paper>
  );
}
