import '../../ui/styles/all-styles';
/** Mantine's Select, alone in its chunk: the header loads it once the page is idle (header-select.tsx). */
export { Select as default } from '@mantine/core';
