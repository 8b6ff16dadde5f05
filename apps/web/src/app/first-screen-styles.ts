/**
 * Mantine's base styles and those of the components the entry and the public screens bundled with /login
 * use (login, forgot and reset password, magic-link callback, loading, error and not-found screens,
 * toasts): about 70 KB of CSS instead of Mantine's whole 234 KB sheet, parsed before the first paint of
 * /login (issue 20 item 5). The signed-in shell adds its own few (features/shell/shell-styles.ts) and
 * every other screen loads the whole sheet (ui/styles/all-styles.ts) with its code. All are Mantine's
 * layered files, so the app's unlayered rules win whichever sheet comes last. The order is Mantine's: base
 * files first, then components a later one builds on (UnstyledButton before Button, Input before
 * PasswordInput).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
