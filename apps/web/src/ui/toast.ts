import { notifications } from '@mantine/notifications';

type ToastOptions = { autoClose?: number; id?: string };

/** Success toast, in the primary colour. */
export function showSuccessToast(message: string, options: ToastOptions = {}): void {
  notifications.show({ message, color: 'primary', autoClose: options.autoClose ?? 4_000, id: options.id });
}

/** Error toast, in the secondary colour. */
export function showErrorToast(message: string, options: ToastOptions = {}): void {
  notifications.show({ message, color: 'secondary', autoClose: options.autoClose ?? 6_000, id: options.id });
}
