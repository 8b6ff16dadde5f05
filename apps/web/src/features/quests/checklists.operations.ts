import { graphql } from '../../gql';

export const AnswerFieldsFragment = graphql(`
  fragment AnswerFields on QuestAnswer {
    id
    partId
    compliant
    temperatureCelsius
    optionIndexes
    chosenOptions
    acknowledged
    answeredAt
    files {
      id
      name
      url
      thumbnail
      type
    }
    answeredBy {
      id
      displayName
    }
    action {
      id
      type
      name
      description
      properties
    }
  }
`);

/** A manual temperature next to the sensor of the appliance it names (>2 °C apart is flagged). */
export const AnswerSensorCheckFragment = graphql(`
  fragment AnswerSensorCheck on QuestAnswer {
    id
    sensorComparison {
      answerId
      applianceId
      flagged
      difference
    }
  }
`);

export const TodayActivationsDocument = graphql(`
  query TodayActivations($locationId: ID!) {
    todayActivations(locationId: $locationId) {
      id
      startsAt
      endsAt
      progress
      score
      missed
      open
      quest {
        id
        name
        actionCount
      }
      submission {
        id
        answerCount
      }
    }
  }
`);

export const ActivationRunDocument = graphql(`
  query ActivationRun($id: ID!) {
    questActivation(id: $id) {
      id
      startsAt
      endsAt
      progress
      score
      missed
      open
      location {
        id
        name
        timezone
      }
      answerAppliances {
        id
        name
      }
      quest {
        ...QuestFields
      }
      submission {
        id
        answerCount
        score
        answers {
          ...AnswerFields
          ...AnswerSensorCheck
        }
      }
    }
  }
`);

export const AnswerQuestActionDocument = graphql(`
  mutation AnswerQuestAction(
    $activationId: ID!
    $partId: ID!
    $answer: QuestAnswerInput!
    $clientAnswerId: ID
    $answeredAt: DateTime
    $applianceId: ID
  ) {
    answerQuestAction(
      activationId: $activationId
      partId: $partId
      answer: $answer
      clientAnswerId: $clientAnswerId
      answeredAt: $answeredAt
      applianceId: $applianceId
    ) {
      id
      progress
      open
      submission {
        id
        answerCount
        score
        answers {
          ...AnswerFields
          ...AnswerSensorCheck
        }
      }
    }
  }
`);

export const SubmitQuestActivationDocument = graphql(`
  mutation SubmitQuestActivation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime) {
    submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt) {
      id
      score
      answerCount
      fixitCount
      submittedAt
      activation {
        id
        progress
        score
        open
      }
      fixits {
        id
        status
        action {
          id
          name
        }
      }
    }
  }
`);

export const QuestSubmissionsDocument = graphql(`
  query QuestSubmissions($locationId: ID, $questId: ID, $submittedBy: ID, $from: DateTime, $to: DateTime, $page: Int, $first: Int) {
    questSubmissions(
      locationId: $locationId
      questId: $questId
      submittedBy: $submittedBy
      from: $from
      to: $to
      page: $page
      first: $first
    ) {
      totalCount
      page
      first
      items {
        id
        score
        submittedAt
        answerCount
        fixitCount
        quest {
          id
          name
        }
        location {
          id
          name
          timezone
        }
        submittedBy {
          id
          displayName
        }
      }
    }
  }
`);

export const SubmissionDetailsDocument = graphql(`
  query SubmissionDetails($id: ID!) {
    questSubmissionDetails(id: $id) {
      id
      score
      answerCount
      fixitCount
      submittedAt
      startedAt
      submittedBy {
        id
        displayName
      }
      submitter {
        id
        displayName
      }
      quest {
        id
        name
      }
      location {
        id
        name
        timezone
      }
      activation {
        id
        startsAt
        endsAt
      }
      answers {
        ...AnswerFields
      }
      fixits {
        id
        status
        createdAt
        resolvedAt
        comment
        action {
          id
          name
        }
        resolver {
          id
          displayName
        }
      }
    }
  }
`);
