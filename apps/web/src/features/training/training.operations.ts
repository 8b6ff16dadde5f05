import { graphql } from '../../gql';

/** What the list shows of a training, and what the viewer may do with it. */
export const TrainingSummaryFieldsFragment = graphql(`
  fragment TrainingSummaryFields on Training {
    id
    name
    description
    active
    actionCount
    questionCount
    certificateDurationMon
    updatedAt
    certificate {
      id
      name
    }
    locations {
      id
      name
    }
    assignedUsers {
      ...PersonFields
    }
    viewerCan {
      edit
      delete
      copy
      activate
      assign
    }
  }
`);

/** Everything the details and edit screens show of a training; its parts as the quests' screens read them. */
export const TrainingFieldsFragment = graphql(`
  fragment TrainingFields on Training {
    ...TrainingSummaryFields
    bannerUrl
    bannerFileId
    parts {
      __typename
      ...SectionPartFields
      ...ActionPartFields
    }
  }
`);

export const TrainingListDocument = graphql(`
  query TrainingList($locationId: ID) {
    trainings(locationId: $locationId) {
      ...TrainingSummaryFields
    }
  }
`);

export const CertificationFieldsFragment = graphql(`
  fragment CertificationFields on Certification {
    id
    status
    validUntil
    user {
      ...PersonFields
    }
    certificate {
      id
      name
    }
    training {
      id
      name
    }
    lastAttempt {
      id
      status
      score
      submittedAt
    }
  }
`);

export const MyTrainingsDocument = graphql(`
  query MyTrainings {
    myTrainings {
      training {
        id
        name
        description
        bannerUrl
        questionCount
        actionCount
        certificateDurationMon
      }
      certification {
        ...CertificationFields
      }
      openAttempt {
        id
        answerCount
        startedAt
      }
    }
  }
`);

export const TrainingDetailsDocument = graphql(`
  query TrainingDetails($id: ID!) {
    trainingDetails(id: $id) {
      id
      assignedCount
      certifiedCount
      submissionCount
      averageScore
      training {
        ...TrainingFields
      }
    }
  }
`);

export const TrainingEditorDocument = graphql(`
  query TrainingEditor($id: ID!) {
    training(id: $id) {
      ...TrainingFields
    }
  }
`);

export const TrainingSubmissionsDocument = graphql(`
  query TrainingSubmissions($trainingId: ID!, $first: Int, $page: Int) {
    trainingSubmissions(trainingId: $trainingId, first: $first, page: $page) {
      totalCount
      page
      first
      items {
        id
        answerCount
        lastSubmittedAt
        score
        user {
          ...PersonFields
        }
      }
    }
  }
`);

export const LocationCertificationStatusDocument = graphql(`
  query LocationCertificationStatus($locationId: ID!, $trainingId: ID!, $certificateId: ID) {
    locationCertificationStatus(locationId: $locationId, trainingId: $trainingId, certificateId: $certificateId) {
      ...CertificationFields
    }
  }
`);

export const AssignableUsersDocument = graphql(`
  query AssignableUsers {
    users {
      id
      displayName
      email
      clientRole
      isActive
      locations {
        id
      }
    }
  }
`);

export const TrainingAttemptFieldsFragment = graphql(`
  fragment TrainingAttemptFields on TrainingAttempt {
    id
    status
    score
    answerCount
    startedAt
    submittedAt
    validUntil
    user {
      ...PersonFields
    }
    answers {
      ...AnswerFields
    }
  }
`);

export const TrainingSubmissionDetailsDocument = graphql(`
  query TrainingSubmissionDetails($id: ID!) {
    trainingSubmissionDetails(id: $id) {
      ...TrainingAttemptFields
      training {
        id
        name
        questionCount
        certificate {
          id
          name
        }
      }
    }
  }
`);

export const UserCertificationsDocument = graphql(`
  query UserCertifications($id: ID!) {
    user(id: $id) {
      id
      certifications {
        ...CertificationFields
      }
    }
  }
`);

export const CreateTrainingDocument = graphql(`
  mutation CreateTraining($locationIds: [ID!]!) {
    createTraining(locationIds: $locationIds) {
      ...TrainingFields
    }
  }
`);

export const CopyTrainingDocument = graphql(`
  mutation CopyTraining($id: ID!) {
    copyTraining(id: $id) {
      newId
    }
  }
`);

export const UpdateTrainingDocument = graphql(`
  mutation UpdateTraining($id: ID!, $input: UpdateTrainingInput!) {
    updateTraining(id: $id, input: $input) {
      ...TrainingFields
    }
  }
`);

export const DeleteTrainingDocument = graphql(`
  mutation DeleteTraining($id: ID!) {
    deleteTraining(id: $id)
  }
`);

export const SetTrainingActiveDocument = graphql(`
  mutation SetTrainingActive($trainingId: ID!, $active: Boolean!) {
    setTrainingActive(trainingId: $trainingId, active: $active) {
      ...TrainingFields
    }
  }
`);

export const CreateTrainingSectionDocument = graphql(`
  mutation CreateTrainingSection($trainingId: ID!, $atIndex: Int!) {
    createTrainingSection(trainingId: $trainingId, atIndex: $atIndex) {
      ...TrainingFields
    }
  }
`);

export const CreateTrainingActionDocument = graphql(`
  mutation CreateTrainingAction($trainingId: ID!, $type: ActionType!, $atIndex: Int!) {
    createTrainingAction(trainingId: $trainingId, type: $type, atIndex: $atIndex) {
      ...TrainingFields
    }
  }
`);

export const InsertTrainingActionDocument = graphql(`
  mutation InsertTrainingAction($trainingId: ID!, $actionId: ID!, $atIndex: Int!) {
    insertTrainingAction(trainingId: $trainingId, actionId: $actionId, atIndex: $atIndex) {
      ...TrainingFields
    }
  }
`);

export const RemoveTrainingPartsDocument = graphql(`
  mutation RemoveTrainingParts($trainingId: ID!, $partIds: [ID!]!) {
    removeTrainingParts(trainingId: $trainingId, partIds: $partIds) {
      ...TrainingFields
    }
  }
`);

export const UpdateTrainingPartsOrderDocument = graphql(`
  mutation UpdateTrainingPartsOrder($trainingId: ID!, $partIds: [ID!]!) {
    updateTrainingPartsOrder(trainingId: $trainingId, partIds: $partIds) {
      ...TrainingFields
    }
  }
`);

/** Assignment mutations select only what the optimistic response can fill in (id + assigned users). */
export const TrainingAssignmentFieldsFragment = graphql(`
  fragment TrainingAssignmentFields on Training {
    id
    assignedUsers {
      ...PersonFields
    }
  }
`);

export const AssignTrainingDocument = graphql(`
  mutation AssignTraining($questId: ID!, $users: [ID!]!) {
    assignTraining(questId: $questId, users: $users) {
      ...TrainingAssignmentFields
    }
  }
`);

export const UnassignTrainingDocument = graphql(`
  mutation UnassignTraining($questId: ID!, $users: [ID!]!) {
    unassignTraining(questId: $questId, users: $users) {
      ...TrainingAssignmentFields
    }
  }
`);

/** The take screen's attempt: the training's content and the answers given so far. */
export const StartTrainingDocument = graphql(`
  mutation StartTraining($trainingId: ID!) {
    startTraining(trainingId: $trainingId) {
      ...TrainingAttemptFields
      training {
        id
        name
        description
        bannerUrl
        questionCount
        certificateDurationMon
        certificate {
          id
          name
        }
        parts {
          __typename
          ...SectionPartFields
          ...ActionPartFields
        }
      }
    }
  }
`);

export const AnswerTrainingActionDocument = graphql(`
  mutation AnswerTrainingAction($attemptId: ID!, $partId: ID!, $answer: QuestAnswerInput!) {
    answerTrainingAction(attemptId: $attemptId, partId: $partId, answer: $answer) {
      id
      status
      answerCount
      answers {
        ...AnswerFields
      }
    }
  }
`);

export const SubmitTrainingAttemptDocument = graphql(`
  mutation SubmitTrainingAttempt($attemptId: ID!) {
    submitTrainingAttempt(attemptId: $attemptId) {
      id
      status
      score
      answerCount
      submittedAt
      validUntil
    }
  }
`);
