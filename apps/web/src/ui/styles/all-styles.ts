/**
 * Mantine's whole stylesheet, then the app's own rules. Loaded with the code of every screen but /login
 * and the public screens bundled with it, and the first paint of the signed-in shell and /dashboard
 * (app/first-screen-styles.ts, features/shell/shell-styles.ts): each lazily loaded screen, the dashboard's
 * details and the shell's deferred parts import it, so their code runs only once it is applied.
 *
 * Mantine's rules come in its cascade layer (`@layer mantine`, the `.layer.css` files) and the app's are
 * unlayered, so the app's rules win whatever order the sheets arrive in: the subsets and this sheet can
 * load in any order and repeat each other without changing what is styled.
 */
import '@mantine/core/styles.layer.css';
import './global.css';
