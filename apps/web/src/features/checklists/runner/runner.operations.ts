import { graphql } from '../../../gql';

export const AnswerFieldsFragment = graphql(`
  fragment AnswerFields on QuestAnswer {
    id
    partId
    compliant
    temperatureCelsius
    optionIndexes
    chosenOptions
    acknowledged
    note
    answeredAt
    files {
      id
      name
      url
      thumbnail
      large
      type
    }
    answeredBy {
      ...PersonFields
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

/** Where an activation stands: its window, progress and score. */
export const ActivationStateFieldsFragment = graphql(`
  fragment ActivationStateFields on QuestActivation {
    id
    startsAt
    endsAt
    progress
    score
    missed
    open
  }
`);

/** The answers given so far, as the runner shows them (after each answer too). */
export const RunSubmissionFieldsFragment = graphql(`
  fragment RunSubmissionFields on QuestSubmission {
    id
    answerCount
    # "Checklist submitted" lists them also when another send pass of the outbox sent the submit; none before it.
    fixits {
      ...SubmissionFixitFields
    }
    score
    submittedAt
    submittedBy {
      ...PersonFields
    }
    answers {
      ...AnswerFields
      ...AnswerSensorCheck
    }
    lateAnswers {
      id
      device
      answer {
        id
        answeredAt
        answeredBy {
          id
        }
      }
    }
  }
`);

/** A fix-it as a submission lists it. */
export const SubmissionFixitFieldsFragment = graphql(`
  fragment SubmissionFixitFields on Fixit {
    id
    status
    action {
      id
      name
    }
  }
`);

export const TodayActivationsDocument = graphql(`
  query TodayActivations($locationId: ID!) {
    todayActivations(locationId: $locationId) {
      ...ActivationStateFields
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
      ...ActivationStateFields
      location {
        ...LocationZoneFields
      }
      answerAppliances {
        id
        name
      }
      quest {
        ...QuestFields
      }
      submission {
        ...RunSubmissionFields
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
    $device: String
  ) {
    answerQuestAction(
      activationId: $activationId
      partId: $partId
      answer: $answer
      clientAnswerId: $clientAnswerId
      answeredAt: $answeredAt
      applianceId: $applianceId
      device: $device
    ) {
      id
      progress
      score
      open
      submission {
        ...RunSubmissionFields
      }
    }
  }
`);

export const SubmitQuestActivationDocument = graphql(`
  mutation SubmitQuestActivation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime, $signatureFileId: ID) {
    submitQuestActivation(
      activationId: $activationId
      clientSubmissionId: $clientSubmissionId
      submittedAt: $submittedAt
      signatureFileId: $signatureFileId
    ) {
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
        ...SubmissionFixitFields
      }
    }
  }
`);
