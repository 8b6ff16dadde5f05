import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorCodeOf } from '../../../lib/apollo/classify-error';
import { apiErrorKey } from '../../../lib/errors/api-error-message';
import {
  CreateAreaDocument,
  DeleteAreaDocument,
  PlaceApplianceDocument,
  UnplaceApplianceDocument,
  UpdateAreaDocument,
} from './areas.operations';
import { uploadFile } from '../../../ui/protected-files';
import { uploadFailureKey } from '../../../ui/upload-failure';

/**
 * The area and floorplan mutations of one location, with the spec's messages. Each returns an error
 * text (for a form) or null, and toasts the outcome; `onChanged` refreshes the location's equipment.
 */
export function useAreaActions(locationId: string, onChanged: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [createArea] = useMutation(CreateAreaDocument);
  const [updateArea] = useMutation(UpdateAreaDocument);
  const [deleteArea] = useMutation(DeleteAreaDocument);
  const [placeAppliance] = useMutation(PlaceApplianceDocument);
  const [unplaceAppliance] = useMutation(UnplaceApplianceDocument);

  const nameError = (error: unknown, fallback: string) => {
    const code = errorCodeOf(error);
    const key = code === 'AREA_NAME_TAKEN' || code === 'TOO_LONG' ? apiErrorKey(error, 'areas') : null;
    return key ? t(key) : fallback;
  };

  return {
    async create(name: string): Promise<string | null> {
      try {
        await createArea({ variables: { input: { locationId, name } } });
        showSuccessToast(t('equipment.areas.created'));
        await onChanged();
        return null;
      } catch (error) {
        return nameError(error, t('equipment.areas.createFailed'));
      }
    },
    async rename(id: string, name: string, floorplanFileId: string | null): Promise<string | null> {
      try {
        await updateArea({ variables: { input: { id, name, floorplanFileId } } });
        showSuccessToast(t('equipment.areas.updated'));
        await onChanged();
        return null;
      } catch (error) {
        return nameError(error, t('equipment.areas.updateFailed'));
      }
    },
    async remove(id: string): Promise<void> {
      try {
        const result = await deleteArea({ variables: { id } });
        if (result.data?.deleteArea.errorCode === 'ERROR_AREA_HAS_APPLIANCES') {
          showErrorToast(t('equipment.areas.hasAppliances'));
          return;
        }
        showSuccessToast(t('equipment.areas.deleted'));
        await onChanged();
      } catch {
        showErrorToast(t('equipment.areas.deleteFailed'));
      }
    },
    /** Uploads a picture and makes it the area's floorplan (replacing any previous one). */
    async setFloorplan(id: string, name: string, file: File): Promise<void> {
      try {
        const uploaded = await uploadFile(file, ['PICTURE']);
        await updateArea({ variables: { input: { id, name, floorplanFileId: uploaded.id } } });
        showSuccessToast(t('equipment.areas.floorplanSaved'));
        await onChanged();
      } catch (error) {
        showErrorToast(t(uploadFailureKey(error, 'equipment.areas.floorplanFailed')));
      }
    },
    async removeFloorplan(id: string, name: string): Promise<void> {
      try {
        await updateArea({ variables: { input: { id, name, floorplanFileId: null } } });
        showSuccessToast(t('equipment.areas.floorplanRemoved'));
        await onChanged();
      } catch {
        showErrorToast(t('equipment.areas.floorplanFailed'));
      }
    },
    async place(applianceId: string, x: number, y: number): Promise<void> {
      try {
        await placeAppliance({ variables: { input: { applianceId, x, y } } });
        await onChanged();
      } catch {
        showErrorToast(t('equipment.areas.placeFailed'));
      }
    },
    async unplace(applianceId: string): Promise<void> {
      try {
        await unplaceAppliance({ variables: { applianceId } });
        await onChanged();
      } catch {
        showErrorToast(t('equipment.areas.placeFailed'));
      }
    },
  };
}
