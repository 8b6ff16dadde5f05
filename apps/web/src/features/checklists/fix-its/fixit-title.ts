import type { FixitFieldsFragment } from '../../../gql/graphql';

type Titled = Pick<FixitFieldsFragment, 'action'> & {
  appliance?: Pick<NonNullable<FixitFieldsFragment['appliance']>, 'name'> | null;
  healthFinding?: Pick<NonNullable<FixitFieldsFragment['healthFinding']>, 'text'> | null;
};

/**
 * What a fix-it is about, in one line: the failed action of a checklist fix-it, or for one raised from
 * health the appliance and the finding in the viewer's words ("Walk-in cooler: Recovery after …").
 */
export function fixitTitle(fixit: Titled): string {
  if (fixit.appliance && fixit.healthFinding) return `${fixit.appliance.name}: ${fixit.healthFinding.text}`;
  return fixit.action?.name ?? '';
}
