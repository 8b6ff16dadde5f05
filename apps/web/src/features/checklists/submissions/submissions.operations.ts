import { graphql } from '../../../gql';

/** A submission as the lists show it (the submissions tab, a quest's recent ones). */
export const SubmissionRowFieldsFragment = graphql(`
  fragment SubmissionRowFields on QuestSubmission {
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
      ...LocationZoneFields
    }
    submittedBy {
      ...PersonFields
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
        ...SubmissionRowFields
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
        ...PersonFields
      }
      submitter {
        ...PersonFields
      }
      quest {
        id
        name
      }
      location {
        ...LocationZoneFields
      }
      activation {
        id
        startsAt
        endsAt
      }
      answers {
        ...AnswerFields
      }
      signature {
        signerName
        signedAt
        image {
          id
          medium
          xlarge
        }
      }
      lateAnswers {
        id
        device
        receivedAt
        answer {
          ...AnswerFields
        }
      }
      fixits {
        ...SubmissionFixitFields
        notDone
        createdAt
        resolvedAt
        comment
        resolver {
          ...PersonFields
        }
      }
    }
  }
`);
