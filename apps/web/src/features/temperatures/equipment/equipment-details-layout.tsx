import { Stack } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useIsPhone } from '../../../ui/use-is-phone';

export type EquipmentDetailsLayoutProps = {
  header: ReactNode;
  /** The static fields (zone, delay, area, vendor …). */
  facts: ReactNode;
  /** The food verdict with its actions. */
  food: ReactNode;
  graph: ReactNode;
  /** The alerts, the open one first with Snooze. */
  alerts: ReactNode;
  sensors: ReactNode;
  /** Food-safety records: alerts to review, calibration, history (optional). */
  records?: ReactNode;
  /** What its own temperatures say about the unit: door, defrost, compressor (optional). */
  health?: ReactNode;
};

type Part = 'facts' | 'food' | 'graph' | 'health' | 'alerts' | 'sensors' | 'records';
// Health follows the graph (its trend is the same air over days) and, on a phone, the open alert.
const PHONE_ORDER: readonly Part[] = ['food', 'alerts', 'health', 'records', 'facts', 'graph', 'sensors'];
const DESKTOP_ORDER: readonly Part[] = ['facts', 'food', 'graph', 'health', 'alerts', 'records', 'sensors'];

/**
 * The order of the equipment page. On a desktop the static fields come first and the alerts follow the
 * graph they refer to; on a phone whoever opens the page (often from an alert e-mail) needs the food
 * verdict, the open alert and Snooze without scrolling past nine static fields, so those come first.
 */
export function EquipmentDetailsLayout({ header, ...parts }: EquipmentDetailsLayoutProps) {
  const phone = useIsPhone();
  // Keyed, so turning a tablet round moves the panels instead of remounting them (page, graph day kept).
  return (
    <Stack gap="lg">
      {header}
      {(phone ? PHONE_ORDER : DESKTOP_ORDER).map((part) => (
        <Fragment key={part}>{parts[part]}</Fragment>
      ))}
    </Stack>
  );
}
