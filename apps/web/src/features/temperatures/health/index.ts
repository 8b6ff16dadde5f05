/** Appliance health (issue 38): the equipment page's panel, the list's column, badges for the dashboard. */
export { ApplianceHealthPanel } from './appliance-health-panel';
export { HealthBadge, HealthCell, HealthKindLabel } from './health-badge';
