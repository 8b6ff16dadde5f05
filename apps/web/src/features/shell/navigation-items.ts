import type { Screen } from '@ks/domain';
import type { ComponentType, SVGProps } from 'react';
import {
  BookIcon,
  CapIcon,
  CardIcon,
  ChecklistIcon,
  ClipboardIcon,
  DashboardIcon,
  GearIcon,
  ImageIcon,
  LayersIcon,
  PinIcon,
  SensorIcon,
  ThermometerIcon,
  UserIcon,
  UsersIcon,
  WrenchIcon,
} from '../../ui/icons';

export type NavigationItem = {
  key: Screen;
  path: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
};

/** The signed-in navigation, in display order. */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { key: 'dashboard', path: '/dashboard', icon: DashboardIcon },
  { key: 'locations', path: '/locations', icon: PinIcon },
  { key: 'temperatures', path: '/temperatures', icon: ThermometerIcon },
  { key: 'records', path: '/records', icon: ClipboardIcon },
  { key: 'quests', path: '/quests', icon: ChecklistIcon },
  { key: 'training', path: '/training', icon: CapIcon },
  { key: 'users', path: '/users', icon: UsersIcon },
  { key: 'diary', path: '/diary', icon: BookIcon },
  { key: 'media', path: '/media', icon: ImageIcon },
  { key: 'fixits', path: '/fixits', icon: WrenchIcon },
  { key: 'sensors', path: '/sensors', icon: SensorIcon },
  { key: 'plans', path: '/plans', icon: LayersIcon },
  { key: 'billing', path: '/billing', icon: CardIcon },
  { key: 'settings', path: '/settings', icon: GearIcon },
  { key: 'profile', path: '/profile', icon: UserIcon },
];
