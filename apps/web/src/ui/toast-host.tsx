import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear. Loaded lazily by Providers: the first screen paints without it (and without
 * react-transition-group), and toasts shown before it mounts wait in the notifications store.
 */
export default function ToastHost() {
  return <Notifications position="bottom-right" limit={4} />;
}
