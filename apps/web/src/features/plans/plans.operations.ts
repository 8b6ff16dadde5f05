import { graphql } from '../../gql';

export const LocationPlansDocument = graphql(`
  query LocationPlans {
    locations {
      id
      name
      city
      plan
      viewerCan {
        changePlan
      }
      planUsage {
        plan
        equipmentLimit
        equipmentCount
        roomLeft
      }
    }
  }
`);

export const UpdateLocationPlanDocument = graphql(`
  mutation UpdateLocationPlan($id: ID!, $plan: Plan!) {
    updateLocationPlan(id: $id, plan: $plan) {
      id
      plan
      planUsage {
        plan
        equipmentLimit
        equipmentCount
        roomLeft
      }
    }
  }
`);
