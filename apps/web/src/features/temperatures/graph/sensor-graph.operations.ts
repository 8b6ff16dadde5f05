import { graphql } from '../../../gql';

/** One day of a sensor's temperatures with min/max buckets and the alert spans (polled every 5 minutes). */
export const SensorGraphDocument = graphql(`
  query SensorGraph($id: ID!, $start: DateTime!, $end: DateTime) {
    sensorGraph(id: $id, start: $start, end: $end) {
      sensorId
      start
      end
      bucketSeconds
      points {
        time
        temperature
        min
        max
      }
      alertSpans {
        alertId
        startedAt
        endedAt
        severity
        reason
      }
    }
  }
`);
