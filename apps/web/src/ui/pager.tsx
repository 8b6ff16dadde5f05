import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PagerProps = {
  /** Rows in the whole list. */
  totalCount: number;
  /** Rows per page. */
  pageSize: number;
  /** The current page, from 1. */
  page: number;
  onChange: (page: number) => void;
  /** Names the pager for screen readers ('Page' by default). */
  label?: string;
};

/**
 * The pager under a paged list: nothing when everything fits on one page, otherwise Mantine's pagination
 * with every control named for screen readers, at the end of the line.
 */
export function Pager({ totalCount, pageSize, page, onChange, label }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(totalCount / Math.max(pageSize, 1));
  if (pages <= 1) return null;
  return (
    <Group justify="flex-end">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        size="sm"
        aria-label={label ?? t('pager.label')}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
    </Group>
  );
}
