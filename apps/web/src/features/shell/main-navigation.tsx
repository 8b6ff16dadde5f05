import { canOpenScreen } from '@ks/domain';
import { Box, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOCATION_URL_KEY, useWorkspace } from '../workspace';
import { PreloadLink } from '../../ui/preload-link';
import { NAVIGATION_ITEMS } from './navigation-items';

type MainNavigationProps = { onNavigate: () => void };

/**
 * Links to the signed-in screens the viewer's access level may use (the others would only say "not part of
 * your access level"); they carry the selected location in the URL.
 */
export function MainNavigation({ onNavigate }: MainNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { location, me } = useWorkspace();
  const level = me?.accessLevel ?? null;
  const search = location ? `?${LOCATION_URL_KEY}=${encodeURIComponent(location.id)}` : '';
  return (
    // The browser's own scrolling (a phone's, with momentum) rather than Mantine's ScrollArea, whose code
    // (and the positioning library bundled with it) every signed-in screen's first load would wait for.
    <Box component="nav" aria-label={t('nav.main')} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {NAVIGATION_ITEMS.filter((item) => canOpenScreen(item.key, level)).map((item) => {
        const Icon = item.icon;
        const active = pathname === item.path || pathname.startsWith(`${item.path}/`);
        return (
          <NavLink
            key={item.key}
            component={PreloadLink}
            to={`${item.path}${search}`}
            label={t(`nav.${item.key}`)}
            leftSection={<Icon size={18} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Box>
  );
}
