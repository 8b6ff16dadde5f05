/**
 * What the signed-in shell and the first paint of /dashboard need beyond app/first-screen-styles.ts: the
 * app shell, its burger and navigation links, the page skeleton, the header selects' chevron, the Basic
 * User's dashboard (grid, list), and the app's own rules. About 5 KiB gzip instead of Mantine's whole
 * sheet (32 KiB, ui/styles/all-styles.ts), which the screens' code and the shell's deferred parts bring
 * with them: fewer bytes before a phone paints the dashboard, and fewer rules to match (issue 20).
 */
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/List.layer.css';
import '../../ui/styles/global.css';
