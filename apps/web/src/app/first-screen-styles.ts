/**
 * Mantine's base styles and those of the components the entry and the public screens bundled with /login
 * use (login, forgot and reset password, magic-link callback, loading, error and not-found screens,
 * toasts): about 70 KB of CSS instead of Mantine's whole 234 KB sheet, parsed before the first paint of
 * /login (issue 20 item 5). Every other screen loads the whole sheet (all-styles.ts) with its code.
 * The order is Mantine's: base files first, then components a later one builds on (UnstyledButton before
 * Button, Input before PasswordInput).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
