/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      status\n      message\n    }\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": typeof types.SendMagicLinkDocument,
    "\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n": typeof types.LoginWithMagicTokenDocument,
    "\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": typeof types.SendPasswordResetLinkDocument,
    "\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n": typeof types.NewPasswordDocument,
    "\n  query QuestEditor($id: ID!) {\n    quest(id: $id) {\n      ...QuestFields\n    }\n  }\n": typeof types.QuestEditorDocument,
    "\n  mutation UpdateQuest($id: ID!, $input: UpdateQuestInput!) {\n    updateQuest(id: $id, input: $input) {\n      ...QuestFields\n    }\n  }\n": typeof types.UpdateQuestDocument,
    "\n  mutation CreateQuestSection($questId: ID!, $atIndex: Int!) {\n    createQuestSection(questId: $questId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n": typeof types.CreateQuestSectionDocument,
    "\n  mutation CreateQuestAction($questId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createQuestAction(questId: $questId, type: $type, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n": typeof types.CreateQuestActionDocument,
    "\n  mutation InsertQuestAction($questId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertQuestAction(questId: $questId, actionId: $actionId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n": typeof types.InsertQuestActionDocument,
    "\n  mutation RemoveQuestParts($questId: ID!, $partIds: [ID!]!) {\n    removeQuestParts(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n": typeof types.RemoveQuestPartsDocument,
    "\n  mutation UpdateQuestPartsOrder($questId: ID!, $partIds: [ID!]!) {\n    updateQuestPartsOrder(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n": typeof types.UpdateQuestPartsOrderDocument,
    "\n  mutation UpdateSectionMarker($sectionId: ID!, $name: String, $description: String) {\n    updateSectionMarker(sectionId: $sectionId, name: $name, description: $description) {\n      id\n      name\n      description\n    }\n  }\n": typeof types.UpdateSectionMarkerDocument,
    "\n  query Fixits($locationId: ID, $status: FixitStatus, $mine: Boolean, $page: Int, $first: Int) {\n    fixits(locationId: $locationId, status: $status, mine: $mine, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...FixitFields\n      }\n    }\n  }\n": typeof types.FixitsDocument,
    "\n  fragment FixitFields on Fixit {\n    id\n    status\n    notDone\n    correctiveAction {\n      id\n      fate\n    }\n    createdAt\n    resolvedAt\n    comment\n    location {\n      ...LocationZoneFields\n    }\n    quest {\n      id\n      name\n    }\n    action {\n      id\n      name\n      type\n    }\n    answer {\n      id\n      temperatureCelsius\n      chosenOptions\n      acknowledged\n      files {\n        id\n        name\n        url\n        thumbnail\n      }\n    }\n    submission {\n      id\n      score\n    }\n    submitter {\n      ...PersonFields\n    }\n    resolver {\n      ...PersonFields\n    }\n    owner {\n      ...PersonFields\n    }\n    dueOn\n    overdue\n    viewerCanAssign\n  }\n": typeof types.FixitFieldsFragmentDoc,
    "\n  mutation ResolveFixit($id: ID!, $comment: String!) {\n    resolveFixit(id: $id, comment: $comment) {\n      ...FixitFields\n    }\n  }\n": typeof types.ResolveFixitDocument,
    "\n  query FixitOwnerCandidates($fixitId: ID!) {\n    fixitOwnerCandidates(fixitId: $fixitId) {\n      ...PersonFields\n    }\n  }\n": typeof types.FixitOwnerCandidatesDocument,
    "\n  mutation AssignFixit($input: AssignFixitInput!) {\n    assignFixit(input: $input) {\n      ...FixitFields\n    }\n  }\n": typeof types.AssignFixitDocument,
    "\n  query LibraryActions($search: String, $category: ActionCategory, $page: Int, $first: Int) {\n    libraryActions(search: $search, category: $category, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...ActionFields\n      }\n    }\n  }\n": typeof types.LibraryActionsDocument,
    "\n  mutation UpdateAction(\n    $actionId: ID!\n    $name: String\n    $description: String\n    $category: ActionCategory\n    $importance: Importance\n    $attachments: [ID!]\n    $properties: String\n  ) {\n    updateAction(\n      actionId: $actionId\n      name: $name\n      description: $description\n      category: $category\n      importance: $importance\n      attachments: $attachments\n      properties: $properties\n    ) {\n      ...ActionFields\n    }\n  }\n": typeof types.UpdateActionDocument,
    "\n  fragment ActionFields on Action {\n    id\n    type\n    name\n    description\n    category\n    importance\n    properties\n    activeQuestCount\n    updatedAt\n    attachments {\n      id\n      name\n      url\n      thumbnail\n      type\n      mimeType\n    }\n  }\n": typeof types.ActionFieldsFragmentDoc,
    "\n  fragment SectionPartFields on SectionMarker {\n    id\n    name\n    description\n  }\n": typeof types.SectionPartFieldsFragmentDoc,
    "\n  fragment ActionPartFields on QuestActionPart {\n    id\n    action {\n      ...ActionFields\n    }\n  }\n": typeof types.ActionPartFieldsFragmentDoc,
    "\n  fragment LocationZoneFields on Location {\n    id\n    name\n    timezone\n  }\n": typeof types.LocationZoneFieldsFragmentDoc,
    "\n  fragment PersonFields on QuestPerson {\n    id\n    displayName\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  fragment QuestSummaryFields on Quest {\n    id\n    name\n    description\n    rrule\n    durationMin\n    active\n    updatedAt\n    actionCount\n    locations {\n      ...LocationZoneFields\n    }\n    viewerCan {\n      edit\n      copy\n      delete\n      activate\n    }\n  }\n": typeof types.QuestSummaryFieldsFragmentDoc,
    "\n  fragment QuestFields on Quest {\n    ...QuestSummaryFields\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n": typeof types.QuestFieldsFragmentDoc,
    "\n  query QuestList($locationId: ID) {\n    quests(locationId: $locationId) {\n      ...QuestSummaryFields\n    }\n  }\n": typeof types.QuestListDocument,
    "\n  query QuestDetails($id: ID!) {\n    questDetails(id: $id) {\n      id\n      submissionCount\n      averageScore\n      lastSubmittedAt\n      quest {\n        ...QuestFields\n        pausedLocationIds\n        pausableLocationIds\n      }\n      todayActivations {\n        ...ActivationStateFields\n        location {\n          ...LocationZoneFields\n        }\n      }\n      recentSubmissions {\n        ...SubmissionRowFields\n      }\n    }\n  }\n": typeof types.QuestDetailsDocument,
    "\n  mutation CreateQuest($locationIds: [ID!]!) {\n    createQuest(locationIds: $locationIds) {\n      ...QuestFields\n    }\n  }\n": typeof types.CreateQuestDocument,
    "\n  mutation CopyQuest($id: ID!) {\n    copyQuest(id: $id) {\n      newId\n    }\n  }\n": typeof types.CopyQuestDocument,
    "\n  mutation DeleteQuest($id: ID!) {\n    deleteQuest(id: $id)\n  }\n": typeof types.DeleteQuestDocument,
    "\n  mutation SetQuestActive($questId: ID!, $active: Boolean!) {\n    setQuestActive(questId: $questId, active: $active) {\n      ...QuestFields\n    }\n  }\n": typeof types.SetQuestActiveDocument,
    "\n  mutation SetQuestPausedAt($questId: ID!, $locationId: ID!, $paused: Boolean!) {\n    setQuestPausedAt(questId: $questId, locationId: $locationId, paused: $paused) {\n      id\n      pausedLocationIds\n      pausableLocationIds\n    }\n  }\n": typeof types.SetQuestPausedAtDocument,
    "\n  fragment AnswerFields on QuestAnswer {\n    id\n    partId\n    compliant\n    temperatureCelsius\n    optionIndexes\n    chosenOptions\n    acknowledged\n    answeredAt\n    files {\n      id\n      name\n      url\n      thumbnail\n      type\n    }\n    answeredBy {\n      ...PersonFields\n    }\n    action {\n      id\n      type\n      name\n      description\n      properties\n    }\n  }\n": typeof types.AnswerFieldsFragmentDoc,
    "\n  fragment AnswerSensorCheck on QuestAnswer {\n    id\n    sensorComparison {\n      answerId\n      applianceId\n      flagged\n      difference\n    }\n  }\n": typeof types.AnswerSensorCheckFragmentDoc,
    "\n  fragment ActivationStateFields on QuestActivation {\n    id\n    startsAt\n    endsAt\n    progress\n    score\n    missed\n    open\n  }\n": typeof types.ActivationStateFieldsFragmentDoc,
    "\n  fragment RunSubmissionFields on QuestSubmission {\n    id\n    answerCount\n    score\n    submittedAt\n    submittedBy {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n      ...AnswerSensorCheck\n    }\n    lateAnswers {\n      id\n      device\n      answer {\n        id\n        answeredAt\n        answeredBy {\n          id\n        }\n      }\n    }\n  }\n": typeof types.RunSubmissionFieldsFragmentDoc,
    "\n  fragment SubmissionFixitFields on Fixit {\n    id\n    status\n    action {\n      id\n      name\n    }\n  }\n": typeof types.SubmissionFixitFieldsFragmentDoc,
    "\n  query TodayActivations($locationId: ID!) {\n    todayActivations(locationId: $locationId) {\n      ...ActivationStateFields\n      quest {\n        id\n        name\n        actionCount\n      }\n      submission {\n        id\n        answerCount\n      }\n    }\n  }\n": typeof types.TodayActivationsDocument,
    "\n  query ActivationRun($id: ID!) {\n    questActivation(id: $id) {\n      ...ActivationStateFields\n      location {\n        ...LocationZoneFields\n      }\n      answerAppliances {\n        id\n        name\n      }\n      quest {\n        ...QuestFields\n      }\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n": typeof types.ActivationRunDocument,
    "\n  mutation AnswerQuestAction(\n    $activationId: ID!\n    $partId: ID!\n    $answer: QuestAnswerInput!\n    $clientAnswerId: ID\n    $answeredAt: DateTime\n    $applianceId: ID\n    $device: String\n  ) {\n    answerQuestAction(\n      activationId: $activationId\n      partId: $partId\n      answer: $answer\n      clientAnswerId: $clientAnswerId\n      answeredAt: $answeredAt\n      applianceId: $applianceId\n      device: $device\n    ) {\n      id\n      progress\n      score\n      open\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n": typeof types.AnswerQuestActionDocument,
    "\n  mutation SubmitQuestActivation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime) {\n    submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      activation {\n        id\n        progress\n        score\n        open\n      }\n      fixits {\n        ...SubmissionFixitFields\n      }\n    }\n  }\n": typeof types.SubmitQuestActivationDocument,
    "\n  fragment SubmissionRowFields on QuestSubmission {\n    id\n    score\n    submittedAt\n    answerCount\n    fixitCount\n    quest {\n      id\n      name\n    }\n    location {\n      ...LocationZoneFields\n    }\n    submittedBy {\n      ...PersonFields\n    }\n  }\n": typeof types.SubmissionRowFieldsFragmentDoc,
    "\n  query QuestSubmissions($locationId: ID, $questId: ID, $submittedBy: ID, $from: DateTime, $to: DateTime, $page: Int, $first: Int) {\n    questSubmissions(\n      locationId: $locationId\n      questId: $questId\n      submittedBy: $submittedBy\n      from: $from\n      to: $to\n      page: $page\n      first: $first\n    ) {\n      totalCount\n      page\n      first\n      items {\n        ...SubmissionRowFields\n      }\n    }\n  }\n": typeof types.QuestSubmissionsDocument,
    "\n  query SubmissionDetails($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      startedAt\n      submittedBy {\n        ...PersonFields\n      }\n      submitter {\n        ...PersonFields\n      }\n      quest {\n        id\n        name\n      }\n      location {\n        ...LocationZoneFields\n      }\n      activation {\n        id\n        startsAt\n        endsAt\n      }\n      answers {\n        ...AnswerFields\n      }\n      lateAnswers {\n        id\n        device\n        receivedAt\n        answer {\n          ...AnswerFields\n        }\n      }\n      fixits {\n        ...SubmissionFixitFields\n        notDone\n        createdAt\n        resolvedAt\n        comment\n        resolver {\n          ...PersonFields\n        }\n      }\n    }\n  }\n": typeof types.SubmissionDetailsDocument,
    "\n  query DashboardOpenAlerts {\n    openTempAlerts {\n      id\n      locationId\n      applianceId\n      severity\n      reason\n      startedAt\n      snoozedUntil\n      acknowledgedBy {\n        id\n        displayName\n      }\n      currentStatus {\n        statusCode\n      }\n      appliance {\n        id\n        name\n        areaId\n        foodVerdict {\n          ...FoodVerdictFacts\n        }\n      }\n    }\n  }\n": typeof types.DashboardOpenAlertsDocument,
    "\n  query DashboardFoodAtRisk {\n    foodAtRisk {\n      id\n      name\n      areaId\n      locationId\n      holdsTcsFood\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n": typeof types.DashboardFoodAtRiskDocument,
    "\n  query DashboardEquipmentAttention {\n    appliancesNeedingAttention {\n      status\n      since\n      reason {\n        ...HealthFindingFacts\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n      }\n    }\n  }\n": typeof types.DashboardEquipmentAttentionDocument,
    "\n  query DashboardCalibrationFailures {\n    sensorsFailingCalibration {\n      id\n      hwid\n      locationId\n      calibrationFailedAt\n      appliance {\n        id\n        name\n        areaId\n      }\n    }\n  }\n": typeof types.DashboardCalibrationFailuresDocument,
    "\n  query DashboardSummaries {\n    locationSummaries {\n      locationId\n      usersCount\n      sensorsCount\n      tempAlertsCount\n      fixits {\n        pending\n      }\n      todayChecklists {\n        done\n        inProgress\n        toDo\n        missed\n      }\n      sensorAttention {\n        offline\n        lowBattery\n      }\n      trend(days: 30) {\n        day\n        score\n        alertsCount\n      }\n      location {\n        id\n        name\n        city\n        country\n        timezone\n        score\n        logo {\n          id\n          small\n        }\n      }\n    }\n  }\n": typeof types.DashboardSummariesDocument,
    "\n  query DiaryEntries($locationId: ID, $mine: Boolean, $first: Int, $page: Int) {\n    diaryEntries(locationId: $locationId, mine: $mine, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        mood\n        description\n        createdAt\n        mine\n        author {\n          id\n          displayName\n        }\n        location {\n          id\n          name\n          timezone\n        }\n      }\n    }\n  }\n": typeof types.DiaryEntriesDocument,
    "\n  mutation SubmitDiary($input: DiaryInput!) {\n    submitDiary(input: $input) {\n      id\n      mood\n      description\n      createdAt\n    }\n  }\n": typeof types.SubmitDiaryDocument,
    "\n  fragment CorrectiveActionFields on CorrectiveAction {\n    id\n    subject\n    fate\n    probeReading\n    quantity\n    cost\n    note\n    doneAt\n    signedOffAt\n    viewerCanSignOff\n    doneBy {\n      id\n      displayName\n    }\n    signedOffBy {\n      id\n      displayName\n    }\n    movedTo {\n      id\n      name\n    }\n  }\n": typeof types.CorrectiveActionFieldsFragmentDoc,
    "\n  fragment ReviewAlertFields on TempAlert {\n    id\n    startedAt\n    endedAt\n    reason\n    severity\n    reviewStatus\n    viewerCanCloseOut\n    locationId\n    appliance {\n      id\n      name\n      areaId\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n    }\n    correctiveAction {\n      ...CorrectiveActionFields\n    }\n  }\n": typeof types.ReviewAlertFieldsFragmentDoc,
    "\n  query AlertsNeedingReview($locationId: ID, $applianceId: ID) {\n    alertsNeedingReview(locationId: $locationId, applianceId: $applianceId) {\n      ...ReviewAlertFields\n    }\n  }\n": typeof types.AlertsNeedingReviewDocument,
    "\n  mutation RecordCorrectiveAction($input: RecordCorrectiveActionInput!) {\n    recordCorrectiveAction(input: $input) {\n      ...CorrectiveActionFields\n    }\n  }\n": typeof types.RecordCorrectiveActionDocument,
    "\n  mutation SignOffCorrectiveAction($id: ID!) {\n    signOffCorrectiveAction(id: $id) {\n      ...CorrectiveActionFields\n    }\n  }\n": typeof types.SignOffCorrectiveActionDocument,
    "\n  mutation CloseOutAlert($alertId: ID!) {\n    closeOutAlert(alertId: $alertId) {\n      ...CorrectiveActionFields\n    }\n  }\n": typeof types.CloseOutAlertDocument,
    "\n  query LocationAppliancesForRecords($locationId: ID!) {\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      appliances {\n        id\n        name\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      id\n      name\n    }\n  }\n": typeof types.LocationAppliancesForRecordsDocument,
    "\n  fragment AuditEventFields on AuditEvent {\n    id\n    subject\n    change\n    actorName\n    at\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.AuditEventFieldsFragmentDoc,
    "\n  query AuditTrail($locationId: ID!, $applianceId: ID) {\n    auditTrail(locationId: $locationId, applianceId: $applianceId, first: 50) {\n      ...AuditEventFields\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  fragment CalibrationCheckFields on CalibrationCheck {\n    id\n    method\n    reference\n    sensorReading\n    passed\n    checkedAt\n    checkedBy {\n      id\n      displayName\n    }\n  }\n": typeof types.CalibrationCheckFieldsFragmentDoc,
    "\n  query EquipmentRecords($applianceId: ID!) {\n    appliance(id: $applianceId) {\n      id\n      locationId\n      foodVerdict {\n        verdict\n        batchId\n      }\n      sensors {\n        id\n        hwid\n        temperatureOffset\n        offsetSetAt\n        offsetSetBy {\n          id\n          displayName\n        }\n        calibrationIntervalMonths\n        calibrationDueAt\n        calibrationFailedAt\n        viewerCanCalibrate\n        calibrationChecks {\n          ...CalibrationCheckFields\n        }\n      }\n    }\n  }\n": typeof types.EquipmentRecordsDocument,
    "\n  mutation RecordCalibrationCheck(\n    $sensorId: ID!\n    $method: CalibrationMethod!\n    $reference: Float\n    $sensorReading: Float!\n    $unit: TemperatureUnit!\n  ) {\n    recordCalibrationCheck(sensorId: $sensorId, method: $method, reference: $reference, sensorReading: $sensorReading, unit: $unit) {\n      ...CalibrationCheckFields\n    }\n  }\n": typeof types.RecordCalibrationCheckDocument,
    "\n  mutation SetSensorCalibration($sensorId: ID!, $offset: Float, $unit: TemperatureUnit, $intervalMonths: Int) {\n    setSensorCalibration(sensorId: $sensorId, offset: $offset, unit: $unit, intervalMonths: $intervalMonths) {\n      id\n      temperatureOffset\n      offsetSetAt\n      calibrationIntervalMonths\n      calibrationDueAt\n    }\n  }\n": typeof types.SetSensorCalibrationDocument,
    "\n  query SubmissionSensorChecks($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      answers {\n        id\n        temperatureCelsius\n        action {\n          id\n          name\n          type\n        }\n        sensorComparison {\n          answerId\n          flagged\n          difference\n          sensorTemperature\n          appliance {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.SubmissionSensorChecksDocument,
    "\n  mutation LinkAnswerAppliance($answerId: ID!, $applianceId: ID!) {\n    linkAnswerAppliance(answerId: $answerId, applianceId: $applianceId) {\n      answerId\n      flagged\n      difference\n    }\n  }\n": typeof types.LinkAnswerApplianceDocument,
    "\n  query LocationsList($monitoring: Boolean!) {\n    locations {\n      id\n      name\n      city\n      country\n      serviceType\n      plan\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n      }\n      score @include(if: $monitoring)\n      summary @include(if: $monitoring) {\n        locationId\n        usersCount\n        sensorsCount\n      }\n    }\n  }\n": typeof types.LocationsListDocument,
    "\n  query LocationForm($id: ID!) {\n    location(id: $id) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      plan\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n        changePlan\n      }\n    }\n  }\n": typeof types.LocationFormDocument,
    "\n  mutation CreateLocation($input: LocationInput!, $plan: Plan) {\n    createLocation(input: $input, plan: $plan) {\n      id\n      name\n    }\n  }\n": typeof types.CreateLocationDocument,
    "\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n    }\n  }\n": typeof types.UpdateLocationDocument,
    "\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id) {\n      status\n      id\n    }\n  }\n": typeof types.DeleteLocationDocument,
    "\n  query MediaLibrary($search: String, $kind: AttachmentKindFilter, $first: Int, $page: Int) {\n    searchAttachments(search: $search, kind: $kind, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        name\n        type\n        mimeType\n        size\n        fileName\n        url\n        thumbnail\n        image {\n          id\n          small\n          medium\n          large\n          xlarge\n          original\n        }\n        uploader {\n          id\n          displayName\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.MediaLibraryDocument,
    "\n  mutation CreateAttachment($input: CreateAttachmentInput!) {\n    createAttachment(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateAttachmentDocument,
    "\n  mutation UpdateAttachment($id: ID!, $name: String!) {\n    updateAttachment(id: $id, name: $name) {\n      id\n      name\n      updatedAt\n    }\n  }\n": typeof types.UpdateAttachmentDocument,
    "\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteAttachmentDocument,
    "\n  query LocationPlans {\n    locations {\n      id\n      name\n      city\n      plan\n      viewerCan {\n        changePlan\n      }\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n": typeof types.LocationPlansDocument,
    "\n  mutation UpdateLocationPlan($id: ID!, $plan: Plan!) {\n    updateLocationPlan(id: $id, plan: $plan) {\n      id\n      plan\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n": typeof types.UpdateLocationPlanDocument,
    "\n  query Profile {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n      accessLevel\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment EscalationChainFields on EscalationChain {\n    source\n    locationId\n    ackTimeoutMinutes\n    updatedAt\n    steps {\n      kind\n      minutes\n      userIds\n      accessLevels\n      onShift\n      everyManager\n      channels\n    }\n  }\n": typeof types.EscalationChainFieldsFragmentDoc,
    "\n  fragment RotaShiftFields on RotaShift {\n    userId\n    weekday\n    startMinute\n    endMinute\n  }\n": typeof types.RotaShiftFieldsFragmentDoc,
    "\n  fragment ChecklistRemindersFields on ChecklistReminders {\n    windows {\n      activationId\n      checklistName\n      startsAt\n      endsAt\n      submitted\n      notices {\n        phase\n        at\n        sent\n      }\n    }\n    recent {\n      id\n      phase\n      checklistName\n      time\n      personName\n      channel\n      outcome\n      reason\n    }\n  }\n": typeof types.ChecklistRemindersFieldsFragmentDoc,
    "\n  query OnCall($locationId: ID!) {\n    escalationChain(locationId: $locationId) {\n      ...EscalationChainFields\n    }\n    rota(locationId: $locationId) {\n      ...RotaShiftFields\n    }\n    users(locationId: $locationId) {\n      id\n      displayName\n      accessLevel\n    }\n    checklistReminders(locationId: $locationId) {\n      ...ChecklistRemindersFields\n    }\n  }\n": typeof types.OnCallDocument,
    "\n  mutation SaveOnCallChain($input: SaveEscalationChainInput!) {\n    saveEscalationChain(input: $input) {\n      ...EscalationChainFields\n    }\n  }\n": typeof types.SaveOnCallChainDocument,
    "\n  mutation SaveOnCallRota($locationId: ID!, $shifts: [RotaShiftInput!]!) {\n    saveRota(locationId: $locationId, shifts: $shifts) {\n      ...RotaShiftFields\n    }\n  }\n": typeof types.SaveOnCallRotaDocument,
    "\n  query DefaultChain {\n    escalationChain {\n      ...EscalationChainFields\n    }\n    users {\n      id\n      displayName\n    }\n  }\n": typeof types.DefaultChainDocument,
    "\n  query ReachSettings {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      deviceName\n      createdAt\n      lastDeliveredAt\n    }\n    myReachSettings {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n": typeof types.ReachSettingsDocument,
    "\n  mutation SubscribeToPush($input: SubscribeToPushInput!) {\n    subscribeToPush(input: $input) {\n      id\n      endpoint\n      deviceName\n    }\n  }\n": typeof types.SubscribeToPushDocument,
    "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribeFromPushDocument,
    "\n  mutation SendTestPush {\n    sendTestPush\n  }\n": typeof types.SendTestPushDocument,
    "\n  mutation SaveMyReachSettings($input: ReachSettingsInput!) {\n    saveMyReachSettings(input: $input) {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n": typeof types.SaveMyReachSettingsDocument,
    "\n  mutation AcknowledgeTempAlert($id: ID!) {\n    acknowledgeTempAlert(id: $id) {\n      id\n      acknowledgedBy {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.AcknowledgeTempAlertDocument,
    "\n  query NetworkIntegrations {\n    networkIntegrations {\n      id\n      kind\n      name\n      uplinks\n      lastUplinkAt\n      badUplinks\n      lastError\n      lastErrorAt\n      createdAt\n    }\n  }\n": typeof types.NetworkIntegrationsDocument,
    "\n  mutation CreateNetworkIntegration($input: CreateNetworkIntegrationInput!) {\n    createNetworkIntegration(input: $input) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n": typeof types.CreateNetworkIntegrationDocument,
    "\n  mutation RotateNetworkIntegrationSecret($integrationId: ID!) {\n    rotateNetworkIntegrationSecret(integrationId: $integrationId) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n": typeof types.RotateNetworkIntegrationSecretDocument,
    "\n  mutation RemoveNetworkIntegration($integrationId: ID!) {\n    removeNetworkIntegration(integrationId: $integrationId) {\n      status\n      id\n    }\n  }\n": typeof types.RemoveNetworkIntegrationDocument,
    "\n  query SensorRegistry($locationId: ID, $sort: SensorSort, $direction: SensorSortDirection) {\n    sensors(locationId: $locationId, sort: $sort, direction: $direction) {\n      id\n      hwid\n      manufacturer\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n        health {\n          status\n          computedAt\n          findings {\n            kind\n            status\n          }\n        }\n      }\n      reportingIntervalSec\n      isOffline\n      nextMaintenanceAt\n      latestData {\n        temperature\n        humidity\n        batteryLevel\n        signalLevel\n        time\n      }\n      radioHealth {\n        rssi\n        snr\n        weakSignal\n        lostUplinksToday\n        at\n      }\n    }\n  }\n": typeof types.SensorRegistryDocument,
    "\n  mutation CreateSensor($input: CreateSensorInput!) {\n    createSensor(input: $input) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n": typeof types.CreateSensorDocument,
    "\n  mutation UpdateSensor($input: UpdateSensorInput!) {\n    updateSensor(input: $input) {\n      id\n      manufacturer\n      locationId\n      reportingIntervalSec\n      nextMaintenanceAt\n    }\n  }\n": typeof types.UpdateSensorDocument,
    "\n  mutation DeleteSensor($id: ID!) {\n    deleteSensor(id: $id) {\n      status\n      id\n    }\n  }\n": typeof types.DeleteSensorDocument,
    "\n  mutation RotateSensorCredential($id: ID!) {\n    rotateSensorCredential(id: $id) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n": typeof types.RotateSensorCredentialDocument,
    "\n  query Settings {\n    me {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n": typeof types.UpdateMyPreferencesDocument,
    "\n  fragment TempAlertRow on TempAlert {\n    id\n    applianceId\n    locationId\n    startedAt\n    endedAt\n    severity\n    reason\n    extremeTemperature\n    worstFoodVerdict\n    snoozedUntil\n    responsible {\n      id\n      displayName\n    }\n    currentStatus {\n      statusCode\n      description\n      time\n    }\n    statusHistory {\n      statusCode\n      description\n      time\n    }\n  }\n": typeof types.TempAlertRowFragmentDoc,
    "\n  query ApplianceAlerts($id: ID!, $first: Int, $page: Int) {\n    applianceAlerts(id: $id, first: $first, page: $page) {\n      first\n      page\n      totalCount\n      items {\n        ...TempAlertRow\n      }\n    }\n  }\n": typeof types.ApplianceAlertsDocument,
    "\n  mutation SnoozeTempAlert($id: ID!, $until: DateTime) {\n    snoozeTempAlert(id: $id, until: $until) {\n      ...TempAlertRow\n    }\n  }\n": typeof types.SnoozeTempAlertDocument,
    "\n  mutation StartFoodBatch($applianceId: ID!) {\n    startFoodBatch(applianceId: $applianceId) {\n      id\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n": typeof types.StartFoodBatchDocument,
    "\n  mutation SensorDataExport($input: SensorDataExportInput!) {\n    sensorDataExport(input: $input) {\n      status\n      exportId\n    }\n  }\n": typeof types.SensorDataExportDocument,
    "\n  query LocationOpenAlerts($locationId: ID!) {\n    locationTempAlerts(locationId: $locationId) {\n      id\n      applianceId\n      severity\n      snoozedUntil\n      currentStatus {\n        statusCode\n      }\n    }\n  }\n": typeof types.LocationOpenAlertsDocument,
    "\n  mutation CreateArea($input: CreateAreaInput!) {\n    createArea(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateAreaDocument,
    "\n  mutation UpdateArea($input: UpdateAreaInput!) {\n    updateArea(input: $input) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n      }\n    }\n  }\n": typeof types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      id\n      status\n      errorCode\n    }\n  }\n": typeof types.DeleteAreaDocument,
    "\n  mutation PlaceAppliance($input: PlaceApplianceInput!) {\n    placeAppliance(input: $input) {\n      applianceId\n      floorplanId\n      x\n      y\n    }\n  }\n": typeof types.PlaceApplianceDocument,
    "\n  mutation UnplaceAppliance($applianceId: ID!) {\n    unplaceAppliance(applianceId: $applianceId) {\n      id\n    }\n  }\n": typeof types.UnplaceApplianceDocument,
    "\n  fragment SensorReading on Sensor {\n    id\n    hwid\n    manufacturer\n    isOffline\n    reportingIntervalSec\n    nextMaintenanceAt\n    latestData {\n      temperature\n      humidity\n      batteryLevel\n      signalLevel\n      time\n    }\n  }\n": typeof types.SensorReadingFragmentDoc,
    "\n  fragment FoodVerdictFacts on FoodVerdict {\n    status\n    verdict\n    control\n    batchId\n    batchStartedAt\n    dangerMinutes\n    unknownMinutes\n    noDataMinutes\n    periods\n    uncertain\n    next {\n      verdict\n      at\n    }\n  }\n": typeof types.FoodVerdictFactsFragmentDoc,
    "\n  fragment EquipmentRow on Appliance {\n    id\n    name\n    type\n    contents\n    areaId\n    holdsTcsFood\n    createdAt\n    safeZone {\n      min\n      max\n      unit\n    }\n    foodVerdict {\n      ...FoodVerdictFacts\n    }\n    primarySensor {\n      ...SensorReading\n    }\n    health {\n      status\n      computedAt\n      findings {\n        kind\n        status\n      }\n    }\n  }\n": typeof types.EquipmentRowFragmentDoc,
    "\n  query LocationEquipment($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n    }\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n        image {\n          id\n          large\n          xlarge\n        }\n        placements {\n          applianceId\n          x\n          y\n        }\n      }\n      appliances {\n        ...EquipmentRow\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      ...EquipmentRow\n    }\n  }\n": typeof types.LocationEquipmentDocument,
    "\n  query ApplianceDetails($id: ID!) {\n    appliance(id: $id) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      locationId\n      areaId\n      area {\n        id\n        name\n      }\n      photoFileId\n      photo {\n        id\n        medium\n        large\n      }\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      holdsTcsFood\n      createdAt\n      updatedAt\n      location {\n        id\n        timezone\n      }\n      primarySensor {\n        id\n      }\n      currentAlert {\n        id\n        severity\n        snoozedUntil\n        currentStatus {\n          statusCode\n        }\n      }\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n": typeof types.ApplianceDetailsDocument,
    "\n  query ApplianceSensors($id: ID!) {\n    applianceSensors(id: $id) {\n      ...SensorReading\n    }\n  }\n": typeof types.ApplianceSensorsDocument,
    "\n  query AvailableSensors($locationId: ID!) {\n    availableSensors(locationId: $locationId) {\n      id\n      hwid\n      manufacturer\n      locationId\n    }\n  }\n": typeof types.AvailableSensorsDocument,
    "\n  query EquipmentFormOptions($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n      jurisdictionProfile\n    }\n    areaOptions(locationId: $locationId) {\n      id\n      name\n    }\n  }\n": typeof types.EquipmentFormOptionsDocument,
    "\n  mutation CreateAppliance($input: CreateApplianceInput!) {\n    createAppliance(input: $input) {\n      id\n      areaId\n    }\n  }\n": typeof types.CreateApplianceDocument,
    "\n  mutation UpdateAppliance($input: UpdateApplianceInput!) {\n    updateAppliance(input: $input) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      areaId\n      photoFileId\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      updatedAt\n    }\n  }\n": typeof types.UpdateApplianceDocument,
    "\n  mutation DeleteAppliance($id: ID!) {\n    deleteAppliance(id: $id) {\n      status\n      id\n    }\n  }\n": typeof types.DeleteApplianceDocument,
    "\n  mutation AttachSensor($applianceId: ID!, $sensorId: ID!) {\n    attachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n": typeof types.AttachSensorDocument,
    "\n  mutation DetachSensor($applianceId: ID!, $sensorId: ID!) {\n    detachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n": typeof types.DetachSensorDocument,
    "\n  query SensorGraph($id: ID!, $start: DateTime!, $end: DateTime) {\n    sensorGraph(id: $id, start: $start, end: $end) {\n      sensorId\n      start\n      end\n      bucketSeconds\n      points {\n        time\n        temperature\n        min\n        max\n      }\n      alertSpans {\n        alertId\n        startedAt\n        endedAt\n        severity\n        reason\n      }\n    }\n  }\n": typeof types.SensorGraphDocument,
    "\n  fragment HealthFindingFacts on HealthFinding {\n    kind\n    status\n    since\n    text\n  }\n": typeof types.HealthFindingFactsFragmentDoc,
    "\n  query ApplianceHealth($id: ID!) {\n    appliance(id: $id) {\n      id\n      health {\n        status\n        computedAt\n        findings {\n          ...HealthFindingFacts\n        }\n        baseline {\n          day\n          baselineC\n        }\n        defrostPeriodMin\n        defrostLengthMin\n        doorOpeningsPerDay\n        recoveryMin\n      }\n    }\n  }\n": typeof types.ApplianceHealthDocument,
    "\n  fragment TrainingSummaryFields on Training {\n    id\n    name\n    description\n    active\n    actionCount\n    questionCount\n    certificateDurationMon\n    updatedAt\n    certificate {\n      id\n      name\n    }\n    locations {\n      id\n      name\n    }\n    assignedUsers {\n      ...PersonFields\n    }\n    viewerCan {\n      edit\n      delete\n      copy\n      activate\n      assign\n    }\n  }\n": typeof types.TrainingSummaryFieldsFragmentDoc,
    "\n  fragment TrainingFields on Training {\n    ...TrainingSummaryFields\n    bannerUrl\n    bannerFileId\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n": typeof types.TrainingFieldsFragmentDoc,
    "\n  query TrainingList($locationId: ID) {\n    trainings(locationId: $locationId) {\n      ...TrainingSummaryFields\n    }\n  }\n": typeof types.TrainingListDocument,
    "\n  fragment CertificationFields on Certification {\n    id\n    status\n    validUntil\n    user {\n      ...PersonFields\n    }\n    certificate {\n      id\n      name\n    }\n    training {\n      id\n      name\n    }\n    lastAttempt {\n      id\n      status\n      score\n      submittedAt\n    }\n  }\n": typeof types.CertificationFieldsFragmentDoc,
    "\n  query MyTrainings {\n    myTrainings {\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        actionCount\n        certificateDurationMon\n      }\n      certification {\n        ...CertificationFields\n      }\n      openAttempt {\n        id\n        answerCount\n        startedAt\n      }\n    }\n  }\n": typeof types.MyTrainingsDocument,
    "\n  query TrainingDetails($id: ID!) {\n    trainingDetails(id: $id) {\n      id\n      assignedCount\n      certifiedCount\n      submissionCount\n      averageScore\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n": typeof types.TrainingDetailsDocument,
    "\n  query TrainingEditor($id: ID!) {\n    training(id: $id) {\n      ...TrainingFields\n    }\n  }\n": typeof types.TrainingEditorDocument,
    "\n  query TrainingSubmissions($trainingId: ID!, $first: Int, $page: Int) {\n    trainingSubmissions(trainingId: $trainingId, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        answerCount\n        lastSubmittedAt\n        score\n        user {\n          ...PersonFields\n        }\n      }\n    }\n  }\n": typeof types.TrainingSubmissionsDocument,
    "\n  query LocationCertificationStatus($locationId: ID!, $trainingId: ID!, $certificateId: ID) {\n    locationCertificationStatus(locationId: $locationId, trainingId: $trainingId, certificateId: $certificateId) {\n      ...CertificationFields\n    }\n  }\n": typeof types.LocationCertificationStatusDocument,
    "\n  query AssignableUsers {\n    users {\n      id\n      displayName\n      email\n      clientRole\n      isActive\n      locations {\n        id\n      }\n    }\n  }\n": typeof types.AssignableUsersDocument,
    "\n  fragment TrainingAttemptFields on TrainingAttempt {\n    id\n    status\n    score\n    answerCount\n    startedAt\n    submittedAt\n    validUntil\n    user {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n    }\n  }\n": typeof types.TrainingAttemptFieldsFragmentDoc,
    "\n  query TrainingSubmissionDetails($id: ID!) {\n    trainingSubmissionDetails(id: $id) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        questionCount\n        certificate {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.TrainingSubmissionDetailsDocument,
    "\n  query UserCertifications($id: ID!) {\n    user(id: $id) {\n      id\n      certifications {\n        ...CertificationFields\n      }\n    }\n  }\n": typeof types.UserCertificationsDocument,
    "\n  mutation CreateTraining($locationIds: [ID!]!) {\n    createTraining(locationIds: $locationIds) {\n      ...TrainingFields\n    }\n  }\n": typeof types.CreateTrainingDocument,
    "\n  mutation CopyTraining($id: ID!) {\n    copyTraining(id: $id) {\n      newId\n    }\n  }\n": typeof types.CopyTrainingDocument,
    "\n  mutation UpdateTraining($id: ID!, $input: UpdateTrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      ...TrainingFields\n    }\n  }\n": typeof types.UpdateTrainingDocument,
    "\n  mutation DeleteTraining($id: ID!) {\n    deleteTraining(id: $id)\n  }\n": typeof types.DeleteTrainingDocument,
    "\n  mutation SetTrainingActive($trainingId: ID!, $active: Boolean!) {\n    setTrainingActive(trainingId: $trainingId, active: $active) {\n      ...TrainingFields\n    }\n  }\n": typeof types.SetTrainingActiveDocument,
    "\n  mutation CreateTrainingSection($trainingId: ID!, $atIndex: Int!) {\n    createTrainingSection(trainingId: $trainingId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n": typeof types.CreateTrainingSectionDocument,
    "\n  mutation CreateTrainingAction($trainingId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createTrainingAction(trainingId: $trainingId, type: $type, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n": typeof types.CreateTrainingActionDocument,
    "\n  mutation InsertTrainingAction($trainingId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertTrainingAction(trainingId: $trainingId, actionId: $actionId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n": typeof types.InsertTrainingActionDocument,
    "\n  mutation RemoveTrainingParts($trainingId: ID!, $partIds: [ID!]!) {\n    removeTrainingParts(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n": typeof types.RemoveTrainingPartsDocument,
    "\n  mutation UpdateTrainingPartsOrder($trainingId: ID!, $partIds: [ID!]!) {\n    updateTrainingPartsOrder(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n": typeof types.UpdateTrainingPartsOrderDocument,
    "\n  fragment TrainingAssignmentFields on Training {\n    id\n    assignedUsers {\n      ...PersonFields\n    }\n  }\n": typeof types.TrainingAssignmentFieldsFragmentDoc,
    "\n  mutation AssignTraining($questId: ID!, $users: [ID!]!) {\n    assignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n": typeof types.AssignTrainingDocument,
    "\n  mutation UnassignTraining($questId: ID!, $users: [ID!]!) {\n    unassignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n": typeof types.UnassignTrainingDocument,
    "\n  mutation StartTraining($trainingId: ID!) {\n    startTraining(trainingId: $trainingId) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        certificateDurationMon\n        certificate {\n          id\n          name\n        }\n        parts {\n          __typename\n          ...SectionPartFields\n          ...ActionPartFields\n        }\n      }\n    }\n  }\n": typeof types.StartTrainingDocument,
    "\n  mutation AnswerTrainingAction($attemptId: ID!, $partId: ID!, $answer: QuestAnswerInput!) {\n    answerTrainingAction(attemptId: $attemptId, partId: $partId, answer: $answer) {\n      id\n      status\n      answerCount\n      answers {\n        ...AnswerFields\n      }\n    }\n  }\n": typeof types.AnswerTrainingActionDocument,
    "\n  mutation SubmitTrainingAttempt($attemptId: ID!) {\n    submitTrainingAttempt(attemptId: $attemptId) {\n      id\n      status\n      score\n      answerCount\n      submittedAt\n      validUntil\n    }\n  }\n": typeof types.SubmitTrainingAttemptDocument,
    "\n  query Users($locationId: ID, $includeInactive: Boolean) {\n    users(locationId: $locationId, includeInactive: $includeInactive) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query UserDetails($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstname\n      lastname\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      createdDate\n      photo {\n        id\n        medium\n      }\n      locations {\n        id\n        name\n      }\n      recentActivity {\n        name\n        page\n        path\n        at\n      }\n      viewerCan {\n        edit\n        delete\n        changeEmail\n        changeAccessLevel\n        changeDetails\n      }\n    }\n  }\n": typeof types.UserDetailsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      phone\n      workRole\n      accessLevel\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n      status\n      deactivated\n      removedFromClient\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n": typeof types.TrackEventDocument,
    "\n  query Usage {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        equipmentCount\n      }\n    }\n  }\n": typeof types.UsageDocument,
    "\n  query Room {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        roomLeft\n      }\n    }\n  }\n": typeof types.RoomDocument,
    "\n  subscription TemperatureChanges($locationId: ID, $applianceId: ID, $kinds: [TemperatureChangeKind!]) {\n    temperatureChanged(locationId: $locationId, applianceId: $applianceId, kinds: $kinds) {\n      kind\n      locationId\n      applianceId\n    }\n  }\n": typeof types.TemperatureChangesDocument,
    "\n  subscription LocationProgress($locationId: ID) {\n    locationProgressChanged(locationId: $locationId) {\n      kind\n      locationId\n    }\n  }\n": typeof types.LocationProgressDocument,
    "\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n": typeof types.ClientsDocument,
    "\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n": typeof types.LocationsDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      status\n      message\n    }\n  }\n": types.LogoutEverywhereDocument,
    "\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": types.SendMagicLinkDocument,
    "\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n": types.LoginWithMagicTokenDocument,
    "\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": types.SendPasswordResetLinkDocument,
    "\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n": types.NewPasswordDocument,
    "\n  query QuestEditor($id: ID!) {\n    quest(id: $id) {\n      ...QuestFields\n    }\n  }\n": types.QuestEditorDocument,
    "\n  mutation UpdateQuest($id: ID!, $input: UpdateQuestInput!) {\n    updateQuest(id: $id, input: $input) {\n      ...QuestFields\n    }\n  }\n": types.UpdateQuestDocument,
    "\n  mutation CreateQuestSection($questId: ID!, $atIndex: Int!) {\n    createQuestSection(questId: $questId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n": types.CreateQuestSectionDocument,
    "\n  mutation CreateQuestAction($questId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createQuestAction(questId: $questId, type: $type, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n": types.CreateQuestActionDocument,
    "\n  mutation InsertQuestAction($questId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertQuestAction(questId: $questId, actionId: $actionId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n": types.InsertQuestActionDocument,
    "\n  mutation RemoveQuestParts($questId: ID!, $partIds: [ID!]!) {\n    removeQuestParts(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n": types.RemoveQuestPartsDocument,
    "\n  mutation UpdateQuestPartsOrder($questId: ID!, $partIds: [ID!]!) {\n    updateQuestPartsOrder(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n": types.UpdateQuestPartsOrderDocument,
    "\n  mutation UpdateSectionMarker($sectionId: ID!, $name: String, $description: String) {\n    updateSectionMarker(sectionId: $sectionId, name: $name, description: $description) {\n      id\n      name\n      description\n    }\n  }\n": types.UpdateSectionMarkerDocument,
    "\n  query Fixits($locationId: ID, $status: FixitStatus, $mine: Boolean, $page: Int, $first: Int) {\n    fixits(locationId: $locationId, status: $status, mine: $mine, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...FixitFields\n      }\n    }\n  }\n": types.FixitsDocument,
    "\n  fragment FixitFields on Fixit {\n    id\n    status\n    notDone\n    correctiveAction {\n      id\n      fate\n    }\n    createdAt\n    resolvedAt\n    comment\n    location {\n      ...LocationZoneFields\n    }\n    quest {\n      id\n      name\n    }\n    action {\n      id\n      name\n      type\n    }\n    answer {\n      id\n      temperatureCelsius\n      chosenOptions\n      acknowledged\n      files {\n        id\n        name\n        url\n        thumbnail\n      }\n    }\n    submission {\n      id\n      score\n    }\n    submitter {\n      ...PersonFields\n    }\n    resolver {\n      ...PersonFields\n    }\n    owner {\n      ...PersonFields\n    }\n    dueOn\n    overdue\n    viewerCanAssign\n  }\n": types.FixitFieldsFragmentDoc,
    "\n  mutation ResolveFixit($id: ID!, $comment: String!) {\n    resolveFixit(id: $id, comment: $comment) {\n      ...FixitFields\n    }\n  }\n": types.ResolveFixitDocument,
    "\n  query FixitOwnerCandidates($fixitId: ID!) {\n    fixitOwnerCandidates(fixitId: $fixitId) {\n      ...PersonFields\n    }\n  }\n": types.FixitOwnerCandidatesDocument,
    "\n  mutation AssignFixit($input: AssignFixitInput!) {\n    assignFixit(input: $input) {\n      ...FixitFields\n    }\n  }\n": types.AssignFixitDocument,
    "\n  query LibraryActions($search: String, $category: ActionCategory, $page: Int, $first: Int) {\n    libraryActions(search: $search, category: $category, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...ActionFields\n      }\n    }\n  }\n": types.LibraryActionsDocument,
    "\n  mutation UpdateAction(\n    $actionId: ID!\n    $name: String\n    $description: String\n    $category: ActionCategory\n    $importance: Importance\n    $attachments: [ID!]\n    $properties: String\n  ) {\n    updateAction(\n      actionId: $actionId\n      name: $name\n      description: $description\n      category: $category\n      importance: $importance\n      attachments: $attachments\n      properties: $properties\n    ) {\n      ...ActionFields\n    }\n  }\n": types.UpdateActionDocument,
    "\n  fragment ActionFields on Action {\n    id\n    type\n    name\n    description\n    category\n    importance\n    properties\n    activeQuestCount\n    updatedAt\n    attachments {\n      id\n      name\n      url\n      thumbnail\n      type\n      mimeType\n    }\n  }\n": types.ActionFieldsFragmentDoc,
    "\n  fragment SectionPartFields on SectionMarker {\n    id\n    name\n    description\n  }\n": types.SectionPartFieldsFragmentDoc,
    "\n  fragment ActionPartFields on QuestActionPart {\n    id\n    action {\n      ...ActionFields\n    }\n  }\n": types.ActionPartFieldsFragmentDoc,
    "\n  fragment LocationZoneFields on Location {\n    id\n    name\n    timezone\n  }\n": types.LocationZoneFieldsFragmentDoc,
    "\n  fragment PersonFields on QuestPerson {\n    id\n    displayName\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  fragment QuestSummaryFields on Quest {\n    id\n    name\n    description\n    rrule\n    durationMin\n    active\n    updatedAt\n    actionCount\n    locations {\n      ...LocationZoneFields\n    }\n    viewerCan {\n      edit\n      copy\n      delete\n      activate\n    }\n  }\n": types.QuestSummaryFieldsFragmentDoc,
    "\n  fragment QuestFields on Quest {\n    ...QuestSummaryFields\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n": types.QuestFieldsFragmentDoc,
    "\n  query QuestList($locationId: ID) {\n    quests(locationId: $locationId) {\n      ...QuestSummaryFields\n    }\n  }\n": types.QuestListDocument,
    "\n  query QuestDetails($id: ID!) {\n    questDetails(id: $id) {\n      id\n      submissionCount\n      averageScore\n      lastSubmittedAt\n      quest {\n        ...QuestFields\n        pausedLocationIds\n        pausableLocationIds\n      }\n      todayActivations {\n        ...ActivationStateFields\n        location {\n          ...LocationZoneFields\n        }\n      }\n      recentSubmissions {\n        ...SubmissionRowFields\n      }\n    }\n  }\n": types.QuestDetailsDocument,
    "\n  mutation CreateQuest($locationIds: [ID!]!) {\n    createQuest(locationIds: $locationIds) {\n      ...QuestFields\n    }\n  }\n": types.CreateQuestDocument,
    "\n  mutation CopyQuest($id: ID!) {\n    copyQuest(id: $id) {\n      newId\n    }\n  }\n": types.CopyQuestDocument,
    "\n  mutation DeleteQuest($id: ID!) {\n    deleteQuest(id: $id)\n  }\n": types.DeleteQuestDocument,
    "\n  mutation SetQuestActive($questId: ID!, $active: Boolean!) {\n    setQuestActive(questId: $questId, active: $active) {\n      ...QuestFields\n    }\n  }\n": types.SetQuestActiveDocument,
    "\n  mutation SetQuestPausedAt($questId: ID!, $locationId: ID!, $paused: Boolean!) {\n    setQuestPausedAt(questId: $questId, locationId: $locationId, paused: $paused) {\n      id\n      pausedLocationIds\n      pausableLocationIds\n    }\n  }\n": types.SetQuestPausedAtDocument,
    "\n  fragment AnswerFields on QuestAnswer {\n    id\n    partId\n    compliant\n    temperatureCelsius\n    optionIndexes\n    chosenOptions\n    acknowledged\n    answeredAt\n    files {\n      id\n      name\n      url\n      thumbnail\n      type\n    }\n    answeredBy {\n      ...PersonFields\n    }\n    action {\n      id\n      type\n      name\n      description\n      properties\n    }\n  }\n": types.AnswerFieldsFragmentDoc,
    "\n  fragment AnswerSensorCheck on QuestAnswer {\n    id\n    sensorComparison {\n      answerId\n      applianceId\n      flagged\n      difference\n    }\n  }\n": types.AnswerSensorCheckFragmentDoc,
    "\n  fragment ActivationStateFields on QuestActivation {\n    id\n    startsAt\n    endsAt\n    progress\n    score\n    missed\n    open\n  }\n": types.ActivationStateFieldsFragmentDoc,
    "\n  fragment RunSubmissionFields on QuestSubmission {\n    id\n    answerCount\n    score\n    submittedAt\n    submittedBy {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n      ...AnswerSensorCheck\n    }\n    lateAnswers {\n      id\n      device\n      answer {\n        id\n        answeredAt\n        answeredBy {\n          id\n        }\n      }\n    }\n  }\n": types.RunSubmissionFieldsFragmentDoc,
    "\n  fragment SubmissionFixitFields on Fixit {\n    id\n    status\n    action {\n      id\n      name\n    }\n  }\n": types.SubmissionFixitFieldsFragmentDoc,
    "\n  query TodayActivations($locationId: ID!) {\n    todayActivations(locationId: $locationId) {\n      ...ActivationStateFields\n      quest {\n        id\n        name\n        actionCount\n      }\n      submission {\n        id\n        answerCount\n      }\n    }\n  }\n": types.TodayActivationsDocument,
    "\n  query ActivationRun($id: ID!) {\n    questActivation(id: $id) {\n      ...ActivationStateFields\n      location {\n        ...LocationZoneFields\n      }\n      answerAppliances {\n        id\n        name\n      }\n      quest {\n        ...QuestFields\n      }\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n": types.ActivationRunDocument,
    "\n  mutation AnswerQuestAction(\n    $activationId: ID!\n    $partId: ID!\n    $answer: QuestAnswerInput!\n    $clientAnswerId: ID\n    $answeredAt: DateTime\n    $applianceId: ID\n    $device: String\n  ) {\n    answerQuestAction(\n      activationId: $activationId\n      partId: $partId\n      answer: $answer\n      clientAnswerId: $clientAnswerId\n      answeredAt: $answeredAt\n      applianceId: $applianceId\n      device: $device\n    ) {\n      id\n      progress\n      score\n      open\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n": types.AnswerQuestActionDocument,
    "\n  mutation SubmitQuestActivation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime) {\n    submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      activation {\n        id\n        progress\n        score\n        open\n      }\n      fixits {\n        ...SubmissionFixitFields\n      }\n    }\n  }\n": types.SubmitQuestActivationDocument,
    "\n  fragment SubmissionRowFields on QuestSubmission {\n    id\n    score\n    submittedAt\n    answerCount\n    fixitCount\n    quest {\n      id\n      name\n    }\n    location {\n      ...LocationZoneFields\n    }\n    submittedBy {\n      ...PersonFields\n    }\n  }\n": types.SubmissionRowFieldsFragmentDoc,
    "\n  query QuestSubmissions($locationId: ID, $questId: ID, $submittedBy: ID, $from: DateTime, $to: DateTime, $page: Int, $first: Int) {\n    questSubmissions(\n      locationId: $locationId\n      questId: $questId\n      submittedBy: $submittedBy\n      from: $from\n      to: $to\n      page: $page\n      first: $first\n    ) {\n      totalCount\n      page\n      first\n      items {\n        ...SubmissionRowFields\n      }\n    }\n  }\n": types.QuestSubmissionsDocument,
    "\n  query SubmissionDetails($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      startedAt\n      submittedBy {\n        ...PersonFields\n      }\n      submitter {\n        ...PersonFields\n      }\n      quest {\n        id\n        name\n      }\n      location {\n        ...LocationZoneFields\n      }\n      activation {\n        id\n        startsAt\n        endsAt\n      }\n      answers {\n        ...AnswerFields\n      }\n      lateAnswers {\n        id\n        device\n        receivedAt\n        answer {\n          ...AnswerFields\n        }\n      }\n      fixits {\n        ...SubmissionFixitFields\n        notDone\n        createdAt\n        resolvedAt\n        comment\n        resolver {\n          ...PersonFields\n        }\n      }\n    }\n  }\n": types.SubmissionDetailsDocument,
    "\n  query DashboardOpenAlerts {\n    openTempAlerts {\n      id\n      locationId\n      applianceId\n      severity\n      reason\n      startedAt\n      snoozedUntil\n      acknowledgedBy {\n        id\n        displayName\n      }\n      currentStatus {\n        statusCode\n      }\n      appliance {\n        id\n        name\n        areaId\n        foodVerdict {\n          ...FoodVerdictFacts\n        }\n      }\n    }\n  }\n": types.DashboardOpenAlertsDocument,
    "\n  query DashboardFoodAtRisk {\n    foodAtRisk {\n      id\n      name\n      areaId\n      locationId\n      holdsTcsFood\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n": types.DashboardFoodAtRiskDocument,
    "\n  query DashboardEquipmentAttention {\n    appliancesNeedingAttention {\n      status\n      since\n      reason {\n        ...HealthFindingFacts\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n      }\n    }\n  }\n": types.DashboardEquipmentAttentionDocument,
    "\n  query DashboardCalibrationFailures {\n    sensorsFailingCalibration {\n      id\n      hwid\n      locationId\n      calibrationFailedAt\n      appliance {\n        id\n        name\n        areaId\n      }\n    }\n  }\n": types.DashboardCalibrationFailuresDocument,
    "\n  query DashboardSummaries {\n    locationSummaries {\n      locationId\n      usersCount\n      sensorsCount\n      tempAlertsCount\n      fixits {\n        pending\n      }\n      todayChecklists {\n        done\n        inProgress\n        toDo\n        missed\n      }\n      sensorAttention {\n        offline\n        lowBattery\n      }\n      trend(days: 30) {\n        day\n        score\n        alertsCount\n      }\n      location {\n        id\n        name\n        city\n        country\n        timezone\n        score\n        logo {\n          id\n          small\n        }\n      }\n    }\n  }\n": types.DashboardSummariesDocument,
    "\n  query DiaryEntries($locationId: ID, $mine: Boolean, $first: Int, $page: Int) {\n    diaryEntries(locationId: $locationId, mine: $mine, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        mood\n        description\n        createdAt\n        mine\n        author {\n          id\n          displayName\n        }\n        location {\n          id\n          name\n          timezone\n        }\n      }\n    }\n  }\n": types.DiaryEntriesDocument,
    "\n  mutation SubmitDiary($input: DiaryInput!) {\n    submitDiary(input: $input) {\n      id\n      mood\n      description\n      createdAt\n    }\n  }\n": types.SubmitDiaryDocument,
    "\n  fragment CorrectiveActionFields on CorrectiveAction {\n    id\n    subject\n    fate\n    probeReading\n    quantity\n    cost\n    note\n    doneAt\n    signedOffAt\n    viewerCanSignOff\n    doneBy {\n      id\n      displayName\n    }\n    signedOffBy {\n      id\n      displayName\n    }\n    movedTo {\n      id\n      name\n    }\n  }\n": types.CorrectiveActionFieldsFragmentDoc,
    "\n  fragment ReviewAlertFields on TempAlert {\n    id\n    startedAt\n    endedAt\n    reason\n    severity\n    reviewStatus\n    viewerCanCloseOut\n    locationId\n    appliance {\n      id\n      name\n      areaId\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n    }\n    correctiveAction {\n      ...CorrectiveActionFields\n    }\n  }\n": types.ReviewAlertFieldsFragmentDoc,
    "\n  query AlertsNeedingReview($locationId: ID, $applianceId: ID) {\n    alertsNeedingReview(locationId: $locationId, applianceId: $applianceId) {\n      ...ReviewAlertFields\n    }\n  }\n": types.AlertsNeedingReviewDocument,
    "\n  mutation RecordCorrectiveAction($input: RecordCorrectiveActionInput!) {\n    recordCorrectiveAction(input: $input) {\n      ...CorrectiveActionFields\n    }\n  }\n": types.RecordCorrectiveActionDocument,
    "\n  mutation SignOffCorrectiveAction($id: ID!) {\n    signOffCorrectiveAction(id: $id) {\n      ...CorrectiveActionFields\n    }\n  }\n": types.SignOffCorrectiveActionDocument,
    "\n  mutation CloseOutAlert($alertId: ID!) {\n    closeOutAlert(alertId: $alertId) {\n      ...CorrectiveActionFields\n    }\n  }\n": types.CloseOutAlertDocument,
    "\n  query LocationAppliancesForRecords($locationId: ID!) {\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      appliances {\n        id\n        name\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      id\n      name\n    }\n  }\n": types.LocationAppliancesForRecordsDocument,
    "\n  fragment AuditEventFields on AuditEvent {\n    id\n    subject\n    change\n    actorName\n    at\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.AuditEventFieldsFragmentDoc,
    "\n  query AuditTrail($locationId: ID!, $applianceId: ID) {\n    auditTrail(locationId: $locationId, applianceId: $applianceId, first: 50) {\n      ...AuditEventFields\n    }\n  }\n": types.AuditTrailDocument,
    "\n  fragment CalibrationCheckFields on CalibrationCheck {\n    id\n    method\n    reference\n    sensorReading\n    passed\n    checkedAt\n    checkedBy {\n      id\n      displayName\n    }\n  }\n": types.CalibrationCheckFieldsFragmentDoc,
    "\n  query EquipmentRecords($applianceId: ID!) {\n    appliance(id: $applianceId) {\n      id\n      locationId\n      foodVerdict {\n        verdict\n        batchId\n      }\n      sensors {\n        id\n        hwid\n        temperatureOffset\n        offsetSetAt\n        offsetSetBy {\n          id\n          displayName\n        }\n        calibrationIntervalMonths\n        calibrationDueAt\n        calibrationFailedAt\n        viewerCanCalibrate\n        calibrationChecks {\n          ...CalibrationCheckFields\n        }\n      }\n    }\n  }\n": types.EquipmentRecordsDocument,
    "\n  mutation RecordCalibrationCheck(\n    $sensorId: ID!\n    $method: CalibrationMethod!\n    $reference: Float\n    $sensorReading: Float!\n    $unit: TemperatureUnit!\n  ) {\n    recordCalibrationCheck(sensorId: $sensorId, method: $method, reference: $reference, sensorReading: $sensorReading, unit: $unit) {\n      ...CalibrationCheckFields\n    }\n  }\n": types.RecordCalibrationCheckDocument,
    "\n  mutation SetSensorCalibration($sensorId: ID!, $offset: Float, $unit: TemperatureUnit, $intervalMonths: Int) {\n    setSensorCalibration(sensorId: $sensorId, offset: $offset, unit: $unit, intervalMonths: $intervalMonths) {\n      id\n      temperatureOffset\n      offsetSetAt\n      calibrationIntervalMonths\n      calibrationDueAt\n    }\n  }\n": types.SetSensorCalibrationDocument,
    "\n  query SubmissionSensorChecks($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      answers {\n        id\n        temperatureCelsius\n        action {\n          id\n          name\n          type\n        }\n        sensorComparison {\n          answerId\n          flagged\n          difference\n          sensorTemperature\n          appliance {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.SubmissionSensorChecksDocument,
    "\n  mutation LinkAnswerAppliance($answerId: ID!, $applianceId: ID!) {\n    linkAnswerAppliance(answerId: $answerId, applianceId: $applianceId) {\n      answerId\n      flagged\n      difference\n    }\n  }\n": types.LinkAnswerApplianceDocument,
    "\n  query LocationsList($monitoring: Boolean!) {\n    locations {\n      id\n      name\n      city\n      country\n      serviceType\n      plan\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n      }\n      score @include(if: $monitoring)\n      summary @include(if: $monitoring) {\n        locationId\n        usersCount\n        sensorsCount\n      }\n    }\n  }\n": types.LocationsListDocument,
    "\n  query LocationForm($id: ID!) {\n    location(id: $id) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      plan\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n        changePlan\n      }\n    }\n  }\n": types.LocationFormDocument,
    "\n  mutation CreateLocation($input: LocationInput!, $plan: Plan) {\n    createLocation(input: $input, plan: $plan) {\n      id\n      name\n    }\n  }\n": types.CreateLocationDocument,
    "\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n    }\n  }\n": types.UpdateLocationDocument,
    "\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id) {\n      status\n      id\n    }\n  }\n": types.DeleteLocationDocument,
    "\n  query MediaLibrary($search: String, $kind: AttachmentKindFilter, $first: Int, $page: Int) {\n    searchAttachments(search: $search, kind: $kind, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        name\n        type\n        mimeType\n        size\n        fileName\n        url\n        thumbnail\n        image {\n          id\n          small\n          medium\n          large\n          xlarge\n          original\n        }\n        uploader {\n          id\n          displayName\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.MediaLibraryDocument,
    "\n  mutation CreateAttachment($input: CreateAttachmentInput!) {\n    createAttachment(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateAttachmentDocument,
    "\n  mutation UpdateAttachment($id: ID!, $name: String!) {\n    updateAttachment(id: $id, name: $name) {\n      id\n      name\n      updatedAt\n    }\n  }\n": types.UpdateAttachmentDocument,
    "\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(id: $id) {\n      id\n    }\n  }\n": types.DeleteAttachmentDocument,
    "\n  query LocationPlans {\n    locations {\n      id\n      name\n      city\n      plan\n      viewerCan {\n        changePlan\n      }\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n": types.LocationPlansDocument,
    "\n  mutation UpdateLocationPlan($id: ID!, $plan: Plan!) {\n    updateLocationPlan(id: $id, plan: $plan) {\n      id\n      plan\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n": types.UpdateLocationPlanDocument,
    "\n  query Profile {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n      accessLevel\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment EscalationChainFields on EscalationChain {\n    source\n    locationId\n    ackTimeoutMinutes\n    updatedAt\n    steps {\n      kind\n      minutes\n      userIds\n      accessLevels\n      onShift\n      everyManager\n      channels\n    }\n  }\n": types.EscalationChainFieldsFragmentDoc,
    "\n  fragment RotaShiftFields on RotaShift {\n    userId\n    weekday\n    startMinute\n    endMinute\n  }\n": types.RotaShiftFieldsFragmentDoc,
    "\n  fragment ChecklistRemindersFields on ChecklistReminders {\n    windows {\n      activationId\n      checklistName\n      startsAt\n      endsAt\n      submitted\n      notices {\n        phase\n        at\n        sent\n      }\n    }\n    recent {\n      id\n      phase\n      checklistName\n      time\n      personName\n      channel\n      outcome\n      reason\n    }\n  }\n": types.ChecklistRemindersFieldsFragmentDoc,
    "\n  query OnCall($locationId: ID!) {\n    escalationChain(locationId: $locationId) {\n      ...EscalationChainFields\n    }\n    rota(locationId: $locationId) {\n      ...RotaShiftFields\n    }\n    users(locationId: $locationId) {\n      id\n      displayName\n      accessLevel\n    }\n    checklistReminders(locationId: $locationId) {\n      ...ChecklistRemindersFields\n    }\n  }\n": types.OnCallDocument,
    "\n  mutation SaveOnCallChain($input: SaveEscalationChainInput!) {\n    saveEscalationChain(input: $input) {\n      ...EscalationChainFields\n    }\n  }\n": types.SaveOnCallChainDocument,
    "\n  mutation SaveOnCallRota($locationId: ID!, $shifts: [RotaShiftInput!]!) {\n    saveRota(locationId: $locationId, shifts: $shifts) {\n      ...RotaShiftFields\n    }\n  }\n": types.SaveOnCallRotaDocument,
    "\n  query DefaultChain {\n    escalationChain {\n      ...EscalationChainFields\n    }\n    users {\n      id\n      displayName\n    }\n  }\n": types.DefaultChainDocument,
    "\n  query ReachSettings {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      deviceName\n      createdAt\n      lastDeliveredAt\n    }\n    myReachSettings {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n": types.ReachSettingsDocument,
    "\n  mutation SubscribeToPush($input: SubscribeToPushInput!) {\n    subscribeToPush(input: $input) {\n      id\n      endpoint\n      deviceName\n    }\n  }\n": types.SubscribeToPushDocument,
    "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n": types.UnsubscribeFromPushDocument,
    "\n  mutation SendTestPush {\n    sendTestPush\n  }\n": types.SendTestPushDocument,
    "\n  mutation SaveMyReachSettings($input: ReachSettingsInput!) {\n    saveMyReachSettings(input: $input) {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n": types.SaveMyReachSettingsDocument,
    "\n  mutation AcknowledgeTempAlert($id: ID!) {\n    acknowledgeTempAlert(id: $id) {\n      id\n      acknowledgedBy {\n        id\n        displayName\n      }\n    }\n  }\n": types.AcknowledgeTempAlertDocument,
    "\n  query NetworkIntegrations {\n    networkIntegrations {\n      id\n      kind\n      name\n      uplinks\n      lastUplinkAt\n      badUplinks\n      lastError\n      lastErrorAt\n      createdAt\n    }\n  }\n": types.NetworkIntegrationsDocument,
    "\n  mutation CreateNetworkIntegration($input: CreateNetworkIntegrationInput!) {\n    createNetworkIntegration(input: $input) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n": types.CreateNetworkIntegrationDocument,
    "\n  mutation RotateNetworkIntegrationSecret($integrationId: ID!) {\n    rotateNetworkIntegrationSecret(integrationId: $integrationId) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n": types.RotateNetworkIntegrationSecretDocument,
    "\n  mutation RemoveNetworkIntegration($integrationId: ID!) {\n    removeNetworkIntegration(integrationId: $integrationId) {\n      status\n      id\n    }\n  }\n": types.RemoveNetworkIntegrationDocument,
    "\n  query SensorRegistry($locationId: ID, $sort: SensorSort, $direction: SensorSortDirection) {\n    sensors(locationId: $locationId, sort: $sort, direction: $direction) {\n      id\n      hwid\n      manufacturer\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n        health {\n          status\n          computedAt\n          findings {\n            kind\n            status\n          }\n        }\n      }\n      reportingIntervalSec\n      isOffline\n      nextMaintenanceAt\n      latestData {\n        temperature\n        humidity\n        batteryLevel\n        signalLevel\n        time\n      }\n      radioHealth {\n        rssi\n        snr\n        weakSignal\n        lostUplinksToday\n        at\n      }\n    }\n  }\n": types.SensorRegistryDocument,
    "\n  mutation CreateSensor($input: CreateSensorInput!) {\n    createSensor(input: $input) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n": types.CreateSensorDocument,
    "\n  mutation UpdateSensor($input: UpdateSensorInput!) {\n    updateSensor(input: $input) {\n      id\n      manufacturer\n      locationId\n      reportingIntervalSec\n      nextMaintenanceAt\n    }\n  }\n": types.UpdateSensorDocument,
    "\n  mutation DeleteSensor($id: ID!) {\n    deleteSensor(id: $id) {\n      status\n      id\n    }\n  }\n": types.DeleteSensorDocument,
    "\n  mutation RotateSensorCredential($id: ID!) {\n    rotateSensorCredential(id: $id) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n": types.RotateSensorCredentialDocument,
    "\n  query Settings {\n    me {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n": types.SettingsDocument,
    "\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n": types.UpdateMyPreferencesDocument,
    "\n  fragment TempAlertRow on TempAlert {\n    id\n    applianceId\n    locationId\n    startedAt\n    endedAt\n    severity\n    reason\n    extremeTemperature\n    worstFoodVerdict\n    snoozedUntil\n    responsible {\n      id\n      displayName\n    }\n    currentStatus {\n      statusCode\n      description\n      time\n    }\n    statusHistory {\n      statusCode\n      description\n      time\n    }\n  }\n": types.TempAlertRowFragmentDoc,
    "\n  query ApplianceAlerts($id: ID!, $first: Int, $page: Int) {\n    applianceAlerts(id: $id, first: $first, page: $page) {\n      first\n      page\n      totalCount\n      items {\n        ...TempAlertRow\n      }\n    }\n  }\n": types.ApplianceAlertsDocument,
    "\n  mutation SnoozeTempAlert($id: ID!, $until: DateTime) {\n    snoozeTempAlert(id: $id, until: $until) {\n      ...TempAlertRow\n    }\n  }\n": types.SnoozeTempAlertDocument,
    "\n  mutation StartFoodBatch($applianceId: ID!) {\n    startFoodBatch(applianceId: $applianceId) {\n      id\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n": types.StartFoodBatchDocument,
    "\n  mutation SensorDataExport($input: SensorDataExportInput!) {\n    sensorDataExport(input: $input) {\n      status\n      exportId\n    }\n  }\n": types.SensorDataExportDocument,
    "\n  query LocationOpenAlerts($locationId: ID!) {\n    locationTempAlerts(locationId: $locationId) {\n      id\n      applianceId\n      severity\n      snoozedUntil\n      currentStatus {\n        statusCode\n      }\n    }\n  }\n": types.LocationOpenAlertsDocument,
    "\n  mutation CreateArea($input: CreateAreaInput!) {\n    createArea(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateAreaDocument,
    "\n  mutation UpdateArea($input: UpdateAreaInput!) {\n    updateArea(input: $input) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n      }\n    }\n  }\n": types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      id\n      status\n      errorCode\n    }\n  }\n": types.DeleteAreaDocument,
    "\n  mutation PlaceAppliance($input: PlaceApplianceInput!) {\n    placeAppliance(input: $input) {\n      applianceId\n      floorplanId\n      x\n      y\n    }\n  }\n": types.PlaceApplianceDocument,
    "\n  mutation UnplaceAppliance($applianceId: ID!) {\n    unplaceAppliance(applianceId: $applianceId) {\n      id\n    }\n  }\n": types.UnplaceApplianceDocument,
    "\n  fragment SensorReading on Sensor {\n    id\n    hwid\n    manufacturer\n    isOffline\n    reportingIntervalSec\n    nextMaintenanceAt\n    latestData {\n      temperature\n      humidity\n      batteryLevel\n      signalLevel\n      time\n    }\n  }\n": types.SensorReadingFragmentDoc,
    "\n  fragment FoodVerdictFacts on FoodVerdict {\n    status\n    verdict\n    control\n    batchId\n    batchStartedAt\n    dangerMinutes\n    unknownMinutes\n    noDataMinutes\n    periods\n    uncertain\n    next {\n      verdict\n      at\n    }\n  }\n": types.FoodVerdictFactsFragmentDoc,
    "\n  fragment EquipmentRow on Appliance {\n    id\n    name\n    type\n    contents\n    areaId\n    holdsTcsFood\n    createdAt\n    safeZone {\n      min\n      max\n      unit\n    }\n    foodVerdict {\n      ...FoodVerdictFacts\n    }\n    primarySensor {\n      ...SensorReading\n    }\n    health {\n      status\n      computedAt\n      findings {\n        kind\n        status\n      }\n    }\n  }\n": types.EquipmentRowFragmentDoc,
    "\n  query LocationEquipment($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n    }\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n        image {\n          id\n          large\n          xlarge\n        }\n        placements {\n          applianceId\n          x\n          y\n        }\n      }\n      appliances {\n        ...EquipmentRow\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      ...EquipmentRow\n    }\n  }\n": types.LocationEquipmentDocument,
    "\n  query ApplianceDetails($id: ID!) {\n    appliance(id: $id) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      locationId\n      areaId\n      area {\n        id\n        name\n      }\n      photoFileId\n      photo {\n        id\n        medium\n        large\n      }\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      holdsTcsFood\n      createdAt\n      updatedAt\n      location {\n        id\n        timezone\n      }\n      primarySensor {\n        id\n      }\n      currentAlert {\n        id\n        severity\n        snoozedUntil\n        currentStatus {\n          statusCode\n        }\n      }\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n": types.ApplianceDetailsDocument,
    "\n  query ApplianceSensors($id: ID!) {\n    applianceSensors(id: $id) {\n      ...SensorReading\n    }\n  }\n": types.ApplianceSensorsDocument,
    "\n  query AvailableSensors($locationId: ID!) {\n    availableSensors(locationId: $locationId) {\n      id\n      hwid\n      manufacturer\n      locationId\n    }\n  }\n": types.AvailableSensorsDocument,
    "\n  query EquipmentFormOptions($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n      jurisdictionProfile\n    }\n    areaOptions(locationId: $locationId) {\n      id\n      name\n    }\n  }\n": types.EquipmentFormOptionsDocument,
    "\n  mutation CreateAppliance($input: CreateApplianceInput!) {\n    createAppliance(input: $input) {\n      id\n      areaId\n    }\n  }\n": types.CreateApplianceDocument,
    "\n  mutation UpdateAppliance($input: UpdateApplianceInput!) {\n    updateAppliance(input: $input) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      areaId\n      photoFileId\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      updatedAt\n    }\n  }\n": types.UpdateApplianceDocument,
    "\n  mutation DeleteAppliance($id: ID!) {\n    deleteAppliance(id: $id) {\n      status\n      id\n    }\n  }\n": types.DeleteApplianceDocument,
    "\n  mutation AttachSensor($applianceId: ID!, $sensorId: ID!) {\n    attachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n": types.AttachSensorDocument,
    "\n  mutation DetachSensor($applianceId: ID!, $sensorId: ID!) {\n    detachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n": types.DetachSensorDocument,
    "\n  query SensorGraph($id: ID!, $start: DateTime!, $end: DateTime) {\n    sensorGraph(id: $id, start: $start, end: $end) {\n      sensorId\n      start\n      end\n      bucketSeconds\n      points {\n        time\n        temperature\n        min\n        max\n      }\n      alertSpans {\n        alertId\n        startedAt\n        endedAt\n        severity\n        reason\n      }\n    }\n  }\n": types.SensorGraphDocument,
    "\n  fragment HealthFindingFacts on HealthFinding {\n    kind\n    status\n    since\n    text\n  }\n": types.HealthFindingFactsFragmentDoc,
    "\n  query ApplianceHealth($id: ID!) {\n    appliance(id: $id) {\n      id\n      health {\n        status\n        computedAt\n        findings {\n          ...HealthFindingFacts\n        }\n        baseline {\n          day\n          baselineC\n        }\n        defrostPeriodMin\n        defrostLengthMin\n        doorOpeningsPerDay\n        recoveryMin\n      }\n    }\n  }\n": types.ApplianceHealthDocument,
    "\n  fragment TrainingSummaryFields on Training {\n    id\n    name\n    description\n    active\n    actionCount\n    questionCount\n    certificateDurationMon\n    updatedAt\n    certificate {\n      id\n      name\n    }\n    locations {\n      id\n      name\n    }\n    assignedUsers {\n      ...PersonFields\n    }\n    viewerCan {\n      edit\n      delete\n      copy\n      activate\n      assign\n    }\n  }\n": types.TrainingSummaryFieldsFragmentDoc,
    "\n  fragment TrainingFields on Training {\n    ...TrainingSummaryFields\n    bannerUrl\n    bannerFileId\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n": types.TrainingFieldsFragmentDoc,
    "\n  query TrainingList($locationId: ID) {\n    trainings(locationId: $locationId) {\n      ...TrainingSummaryFields\n    }\n  }\n": types.TrainingListDocument,
    "\n  fragment CertificationFields on Certification {\n    id\n    status\n    validUntil\n    user {\n      ...PersonFields\n    }\n    certificate {\n      id\n      name\n    }\n    training {\n      id\n      name\n    }\n    lastAttempt {\n      id\n      status\n      score\n      submittedAt\n    }\n  }\n": types.CertificationFieldsFragmentDoc,
    "\n  query MyTrainings {\n    myTrainings {\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        actionCount\n        certificateDurationMon\n      }\n      certification {\n        ...CertificationFields\n      }\n      openAttempt {\n        id\n        answerCount\n        startedAt\n      }\n    }\n  }\n": types.MyTrainingsDocument,
    "\n  query TrainingDetails($id: ID!) {\n    trainingDetails(id: $id) {\n      id\n      assignedCount\n      certifiedCount\n      submissionCount\n      averageScore\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n": types.TrainingDetailsDocument,
    "\n  query TrainingEditor($id: ID!) {\n    training(id: $id) {\n      ...TrainingFields\n    }\n  }\n": types.TrainingEditorDocument,
    "\n  query TrainingSubmissions($trainingId: ID!, $first: Int, $page: Int) {\n    trainingSubmissions(trainingId: $trainingId, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        answerCount\n        lastSubmittedAt\n        score\n        user {\n          ...PersonFields\n        }\n      }\n    }\n  }\n": types.TrainingSubmissionsDocument,
    "\n  query LocationCertificationStatus($locationId: ID!, $trainingId: ID!, $certificateId: ID) {\n    locationCertificationStatus(locationId: $locationId, trainingId: $trainingId, certificateId: $certificateId) {\n      ...CertificationFields\n    }\n  }\n": types.LocationCertificationStatusDocument,
    "\n  query AssignableUsers {\n    users {\n      id\n      displayName\n      email\n      clientRole\n      isActive\n      locations {\n        id\n      }\n    }\n  }\n": types.AssignableUsersDocument,
    "\n  fragment TrainingAttemptFields on TrainingAttempt {\n    id\n    status\n    score\n    answerCount\n    startedAt\n    submittedAt\n    validUntil\n    user {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n    }\n  }\n": types.TrainingAttemptFieldsFragmentDoc,
    "\n  query TrainingSubmissionDetails($id: ID!) {\n    trainingSubmissionDetails(id: $id) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        questionCount\n        certificate {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.TrainingSubmissionDetailsDocument,
    "\n  query UserCertifications($id: ID!) {\n    user(id: $id) {\n      id\n      certifications {\n        ...CertificationFields\n      }\n    }\n  }\n": types.UserCertificationsDocument,
    "\n  mutation CreateTraining($locationIds: [ID!]!) {\n    createTraining(locationIds: $locationIds) {\n      ...TrainingFields\n    }\n  }\n": types.CreateTrainingDocument,
    "\n  mutation CopyTraining($id: ID!) {\n    copyTraining(id: $id) {\n      newId\n    }\n  }\n": types.CopyTrainingDocument,
    "\n  mutation UpdateTraining($id: ID!, $input: UpdateTrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      ...TrainingFields\n    }\n  }\n": types.UpdateTrainingDocument,
    "\n  mutation DeleteTraining($id: ID!) {\n    deleteTraining(id: $id)\n  }\n": types.DeleteTrainingDocument,
    "\n  mutation SetTrainingActive($trainingId: ID!, $active: Boolean!) {\n    setTrainingActive(trainingId: $trainingId, active: $active) {\n      ...TrainingFields\n    }\n  }\n": types.SetTrainingActiveDocument,
    "\n  mutation CreateTrainingSection($trainingId: ID!, $atIndex: Int!) {\n    createTrainingSection(trainingId: $trainingId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n": types.CreateTrainingSectionDocument,
    "\n  mutation CreateTrainingAction($trainingId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createTrainingAction(trainingId: $trainingId, type: $type, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n": types.CreateTrainingActionDocument,
    "\n  mutation InsertTrainingAction($trainingId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertTrainingAction(trainingId: $trainingId, actionId: $actionId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n": types.InsertTrainingActionDocument,
    "\n  mutation RemoveTrainingParts($trainingId: ID!, $partIds: [ID!]!) {\n    removeTrainingParts(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n": types.RemoveTrainingPartsDocument,
    "\n  mutation UpdateTrainingPartsOrder($trainingId: ID!, $partIds: [ID!]!) {\n    updateTrainingPartsOrder(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n": types.UpdateTrainingPartsOrderDocument,
    "\n  fragment TrainingAssignmentFields on Training {\n    id\n    assignedUsers {\n      ...PersonFields\n    }\n  }\n": types.TrainingAssignmentFieldsFragmentDoc,
    "\n  mutation AssignTraining($questId: ID!, $users: [ID!]!) {\n    assignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n": types.AssignTrainingDocument,
    "\n  mutation UnassignTraining($questId: ID!, $users: [ID!]!) {\n    unassignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n": types.UnassignTrainingDocument,
    "\n  mutation StartTraining($trainingId: ID!) {\n    startTraining(trainingId: $trainingId) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        certificateDurationMon\n        certificate {\n          id\n          name\n        }\n        parts {\n          __typename\n          ...SectionPartFields\n          ...ActionPartFields\n        }\n      }\n    }\n  }\n": types.StartTrainingDocument,
    "\n  mutation AnswerTrainingAction($attemptId: ID!, $partId: ID!, $answer: QuestAnswerInput!) {\n    answerTrainingAction(attemptId: $attemptId, partId: $partId, answer: $answer) {\n      id\n      status\n      answerCount\n      answers {\n        ...AnswerFields\n      }\n    }\n  }\n": types.AnswerTrainingActionDocument,
    "\n  mutation SubmitTrainingAttempt($attemptId: ID!) {\n    submitTrainingAttempt(attemptId: $attemptId) {\n      id\n      status\n      score\n      answerCount\n      submittedAt\n      validUntil\n    }\n  }\n": types.SubmitTrainingAttemptDocument,
    "\n  query Users($locationId: ID, $includeInactive: Boolean) {\n    users(locationId: $locationId, includeInactive: $includeInactive) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  query UserDetails($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstname\n      lastname\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      createdDate\n      photo {\n        id\n        medium\n      }\n      locations {\n        id\n        name\n      }\n      recentActivity {\n        name\n        page\n        path\n        at\n      }\n      viewerCan {\n        edit\n        delete\n        changeEmail\n        changeAccessLevel\n        changeDetails\n      }\n    }\n  }\n": types.UserDetailsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      phone\n      workRole\n      accessLevel\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n      status\n      deactivated\n      removedFromClient\n    }\n  }\n": types.DeleteUserDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n": types.TrackEventDocument,
    "\n  query Usage {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        equipmentCount\n      }\n    }\n  }\n": types.UsageDocument,
    "\n  query Room {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        roomLeft\n      }\n    }\n  }\n": types.RoomDocument,
    "\n  subscription TemperatureChanges($locationId: ID, $applianceId: ID, $kinds: [TemperatureChangeKind!]) {\n    temperatureChanged(locationId: $locationId, applianceId: $applianceId, kinds: $kinds) {\n      kind\n      locationId\n      applianceId\n    }\n  }\n": types.TemperatureChangesDocument,
    "\n  subscription LocationProgress($locationId: ID) {\n    locationProgressChanged(locationId: $locationId) {\n      kind\n      locationId\n    }\n  }\n": types.LocationProgressDocument,
    "\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n": types.ClientsDocument,
    "\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n": types.LocationsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestEditor($id: ID!) {\n    quest(id: $id) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  query QuestEditor($id: ID!) {\n    quest(id: $id) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuest($id: ID!, $input: UpdateQuestInput!) {\n    updateQuest(id: $id, input: $input) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuest($id: ID!, $input: UpdateQuestInput!) {\n    updateQuest(id: $id, input: $input) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuestSection($questId: ID!, $atIndex: Int!) {\n    createQuestSection(questId: $questId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuestSection($questId: ID!, $atIndex: Int!) {\n    createQuestSection(questId: $questId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuestAction($questId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createQuestAction(questId: $questId, type: $type, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuestAction($questId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createQuestAction(questId: $questId, type: $type, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsertQuestAction($questId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertQuestAction(questId: $questId, actionId: $actionId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation InsertQuestAction($questId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertQuestAction(questId: $questId, actionId: $actionId, atIndex: $atIndex) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveQuestParts($questId: ID!, $partIds: [ID!]!) {\n    removeQuestParts(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveQuestParts($questId: ID!, $partIds: [ID!]!) {\n    removeQuestParts(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuestPartsOrder($questId: ID!, $partIds: [ID!]!) {\n    updateQuestPartsOrder(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuestPartsOrder($questId: ID!, $partIds: [ID!]!) {\n    updateQuestPartsOrder(questId: $questId, partIds: $partIds) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSectionMarker($sectionId: ID!, $name: String, $description: String) {\n    updateSectionMarker(sectionId: $sectionId, name: $name, description: $description) {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSectionMarker($sectionId: ID!, $name: String, $description: String) {\n    updateSectionMarker(sectionId: $sectionId, name: $name, description: $description) {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Fixits($locationId: ID, $status: FixitStatus, $mine: Boolean, $page: Int, $first: Int) {\n    fixits(locationId: $locationId, status: $status, mine: $mine, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...FixitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Fixits($locationId: ID, $status: FixitStatus, $mine: Boolean, $page: Int, $first: Int) {\n    fixits(locationId: $locationId, status: $status, mine: $mine, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...FixitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FixitFields on Fixit {\n    id\n    status\n    notDone\n    correctiveAction {\n      id\n      fate\n    }\n    createdAt\n    resolvedAt\n    comment\n    location {\n      ...LocationZoneFields\n    }\n    quest {\n      id\n      name\n    }\n    action {\n      id\n      name\n      type\n    }\n    answer {\n      id\n      temperatureCelsius\n      chosenOptions\n      acknowledged\n      files {\n        id\n        name\n        url\n        thumbnail\n      }\n    }\n    submission {\n      id\n      score\n    }\n    submitter {\n      ...PersonFields\n    }\n    resolver {\n      ...PersonFields\n    }\n    owner {\n      ...PersonFields\n    }\n    dueOn\n    overdue\n    viewerCanAssign\n  }\n"): (typeof documents)["\n  fragment FixitFields on Fixit {\n    id\n    status\n    notDone\n    correctiveAction {\n      id\n      fate\n    }\n    createdAt\n    resolvedAt\n    comment\n    location {\n      ...LocationZoneFields\n    }\n    quest {\n      id\n      name\n    }\n    action {\n      id\n      name\n      type\n    }\n    answer {\n      id\n      temperatureCelsius\n      chosenOptions\n      acknowledged\n      files {\n        id\n        name\n        url\n        thumbnail\n      }\n    }\n    submission {\n      id\n      score\n    }\n    submitter {\n      ...PersonFields\n    }\n    resolver {\n      ...PersonFields\n    }\n    owner {\n      ...PersonFields\n    }\n    dueOn\n    overdue\n    viewerCanAssign\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveFixit($id: ID!, $comment: String!) {\n    resolveFixit(id: $id, comment: $comment) {\n      ...FixitFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveFixit($id: ID!, $comment: String!) {\n    resolveFixit(id: $id, comment: $comment) {\n      ...FixitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FixitOwnerCandidates($fixitId: ID!) {\n    fixitOwnerCandidates(fixitId: $fixitId) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  query FixitOwnerCandidates($fixitId: ID!) {\n    fixitOwnerCandidates(fixitId: $fixitId) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignFixit($input: AssignFixitInput!) {\n    assignFixit(input: $input) {\n      ...FixitFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignFixit($input: AssignFixitInput!) {\n    assignFixit(input: $input) {\n      ...FixitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryActions($search: String, $category: ActionCategory, $page: Int, $first: Int) {\n    libraryActions(search: $search, category: $category, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...ActionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryActions($search: String, $category: ActionCategory, $page: Int, $first: Int) {\n    libraryActions(search: $search, category: $category, page: $page, first: $first) {\n      totalCount\n      page\n      first\n      items {\n        ...ActionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAction(\n    $actionId: ID!\n    $name: String\n    $description: String\n    $category: ActionCategory\n    $importance: Importance\n    $attachments: [ID!]\n    $properties: String\n  ) {\n    updateAction(\n      actionId: $actionId\n      name: $name\n      description: $description\n      category: $category\n      importance: $importance\n      attachments: $attachments\n      properties: $properties\n    ) {\n      ...ActionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAction(\n    $actionId: ID!\n    $name: String\n    $description: String\n    $category: ActionCategory\n    $importance: Importance\n    $attachments: [ID!]\n    $properties: String\n  ) {\n    updateAction(\n      actionId: $actionId\n      name: $name\n      description: $description\n      category: $category\n      importance: $importance\n      attachments: $attachments\n      properties: $properties\n    ) {\n      ...ActionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActionFields on Action {\n    id\n    type\n    name\n    description\n    category\n    importance\n    properties\n    activeQuestCount\n    updatedAt\n    attachments {\n      id\n      name\n      url\n      thumbnail\n      type\n      mimeType\n    }\n  }\n"): (typeof documents)["\n  fragment ActionFields on Action {\n    id\n    type\n    name\n    description\n    category\n    importance\n    properties\n    activeQuestCount\n    updatedAt\n    attachments {\n      id\n      name\n      url\n      thumbnail\n      type\n      mimeType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SectionPartFields on SectionMarker {\n    id\n    name\n    description\n  }\n"): (typeof documents)["\n  fragment SectionPartFields on SectionMarker {\n    id\n    name\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActionPartFields on QuestActionPart {\n    id\n    action {\n      ...ActionFields\n    }\n  }\n"): (typeof documents)["\n  fragment ActionPartFields on QuestActionPart {\n    id\n    action {\n      ...ActionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationZoneFields on Location {\n    id\n    name\n    timezone\n  }\n"): (typeof documents)["\n  fragment LocationZoneFields on Location {\n    id\n    name\n    timezone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on QuestPerson {\n    id\n    displayName\n  }\n"): (typeof documents)["\n  fragment PersonFields on QuestPerson {\n    id\n    displayName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestSummaryFields on Quest {\n    id\n    name\n    description\n    rrule\n    durationMin\n    active\n    updatedAt\n    actionCount\n    locations {\n      ...LocationZoneFields\n    }\n    viewerCan {\n      edit\n      copy\n      delete\n      activate\n    }\n  }\n"): (typeof documents)["\n  fragment QuestSummaryFields on Quest {\n    id\n    name\n    description\n    rrule\n    durationMin\n    active\n    updatedAt\n    actionCount\n    locations {\n      ...LocationZoneFields\n    }\n    viewerCan {\n      edit\n      copy\n      delete\n      activate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestFields on Quest {\n    ...QuestSummaryFields\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n"): (typeof documents)["\n  fragment QuestFields on Quest {\n    ...QuestSummaryFields\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestList($locationId: ID) {\n    quests(locationId: $locationId) {\n      ...QuestSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query QuestList($locationId: ID) {\n    quests(locationId: $locationId) {\n      ...QuestSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestDetails($id: ID!) {\n    questDetails(id: $id) {\n      id\n      submissionCount\n      averageScore\n      lastSubmittedAt\n      quest {\n        ...QuestFields\n        pausedLocationIds\n        pausableLocationIds\n      }\n      todayActivations {\n        ...ActivationStateFields\n        location {\n          ...LocationZoneFields\n        }\n      }\n      recentSubmissions {\n        ...SubmissionRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestDetails($id: ID!) {\n    questDetails(id: $id) {\n      id\n      submissionCount\n      averageScore\n      lastSubmittedAt\n      quest {\n        ...QuestFields\n        pausedLocationIds\n        pausableLocationIds\n      }\n      todayActivations {\n        ...ActivationStateFields\n        location {\n          ...LocationZoneFields\n        }\n      }\n      recentSubmissions {\n        ...SubmissionRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuest($locationIds: [ID!]!) {\n    createQuest(locationIds: $locationIds) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuest($locationIds: [ID!]!) {\n    createQuest(locationIds: $locationIds) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyQuest($id: ID!) {\n    copyQuest(id: $id) {\n      newId\n    }\n  }\n"): (typeof documents)["\n  mutation CopyQuest($id: ID!) {\n    copyQuest(id: $id) {\n      newId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuest($id: ID!) {\n    deleteQuest(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteQuest($id: ID!) {\n    deleteQuest(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetQuestActive($questId: ID!, $active: Boolean!) {\n    setQuestActive(questId: $questId, active: $active) {\n      ...QuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetQuestActive($questId: ID!, $active: Boolean!) {\n    setQuestActive(questId: $questId, active: $active) {\n      ...QuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetQuestPausedAt($questId: ID!, $locationId: ID!, $paused: Boolean!) {\n    setQuestPausedAt(questId: $questId, locationId: $locationId, paused: $paused) {\n      id\n      pausedLocationIds\n      pausableLocationIds\n    }\n  }\n"): (typeof documents)["\n  mutation SetQuestPausedAt($questId: ID!, $locationId: ID!, $paused: Boolean!) {\n    setQuestPausedAt(questId: $questId, locationId: $locationId, paused: $paused) {\n      id\n      pausedLocationIds\n      pausableLocationIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnswerFields on QuestAnswer {\n    id\n    partId\n    compliant\n    temperatureCelsius\n    optionIndexes\n    chosenOptions\n    acknowledged\n    answeredAt\n    files {\n      id\n      name\n      url\n      thumbnail\n      type\n    }\n    answeredBy {\n      ...PersonFields\n    }\n    action {\n      id\n      type\n      name\n      description\n      properties\n    }\n  }\n"): (typeof documents)["\n  fragment AnswerFields on QuestAnswer {\n    id\n    partId\n    compliant\n    temperatureCelsius\n    optionIndexes\n    chosenOptions\n    acknowledged\n    answeredAt\n    files {\n      id\n      name\n      url\n      thumbnail\n      type\n    }\n    answeredBy {\n      ...PersonFields\n    }\n    action {\n      id\n      type\n      name\n      description\n      properties\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnswerSensorCheck on QuestAnswer {\n    id\n    sensorComparison {\n      answerId\n      applianceId\n      flagged\n      difference\n    }\n  }\n"): (typeof documents)["\n  fragment AnswerSensorCheck on QuestAnswer {\n    id\n    sensorComparison {\n      answerId\n      applianceId\n      flagged\n      difference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivationStateFields on QuestActivation {\n    id\n    startsAt\n    endsAt\n    progress\n    score\n    missed\n    open\n  }\n"): (typeof documents)["\n  fragment ActivationStateFields on QuestActivation {\n    id\n    startsAt\n    endsAt\n    progress\n    score\n    missed\n    open\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RunSubmissionFields on QuestSubmission {\n    id\n    answerCount\n    score\n    submittedAt\n    submittedBy {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n      ...AnswerSensorCheck\n    }\n    lateAnswers {\n      id\n      device\n      answer {\n        id\n        answeredAt\n        answeredBy {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RunSubmissionFields on QuestSubmission {\n    id\n    answerCount\n    score\n    submittedAt\n    submittedBy {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n      ...AnswerSensorCheck\n    }\n    lateAnswers {\n      id\n      device\n      answer {\n        id\n        answeredAt\n        answeredBy {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionFixitFields on Fixit {\n    id\n    status\n    action {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment SubmissionFixitFields on Fixit {\n    id\n    status\n    action {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodayActivations($locationId: ID!) {\n    todayActivations(locationId: $locationId) {\n      ...ActivationStateFields\n      quest {\n        id\n        name\n        actionCount\n      }\n      submission {\n        id\n        answerCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TodayActivations($locationId: ID!) {\n    todayActivations(locationId: $locationId) {\n      ...ActivationStateFields\n      quest {\n        id\n        name\n        actionCount\n      }\n      submission {\n        id\n        answerCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivationRun($id: ID!) {\n    questActivation(id: $id) {\n      ...ActivationStateFields\n      location {\n        ...LocationZoneFields\n      }\n      answerAppliances {\n        id\n        name\n      }\n      quest {\n        ...QuestFields\n      }\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivationRun($id: ID!) {\n    questActivation(id: $id) {\n      ...ActivationStateFields\n      location {\n        ...LocationZoneFields\n      }\n      answerAppliances {\n        id\n        name\n      }\n      quest {\n        ...QuestFields\n      }\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerQuestAction(\n    $activationId: ID!\n    $partId: ID!\n    $answer: QuestAnswerInput!\n    $clientAnswerId: ID\n    $answeredAt: DateTime\n    $applianceId: ID\n    $device: String\n  ) {\n    answerQuestAction(\n      activationId: $activationId\n      partId: $partId\n      answer: $answer\n      clientAnswerId: $clientAnswerId\n      answeredAt: $answeredAt\n      applianceId: $applianceId\n      device: $device\n    ) {\n      id\n      progress\n      score\n      open\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerQuestAction(\n    $activationId: ID!\n    $partId: ID!\n    $answer: QuestAnswerInput!\n    $clientAnswerId: ID\n    $answeredAt: DateTime\n    $applianceId: ID\n    $device: String\n  ) {\n    answerQuestAction(\n      activationId: $activationId\n      partId: $partId\n      answer: $answer\n      clientAnswerId: $clientAnswerId\n      answeredAt: $answeredAt\n      applianceId: $applianceId\n      device: $device\n    ) {\n      id\n      progress\n      score\n      open\n      submission {\n        ...RunSubmissionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitQuestActivation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime) {\n    submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      activation {\n        id\n        progress\n        score\n        open\n      }\n      fixits {\n        ...SubmissionFixitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitQuestActivation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime) {\n    submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      activation {\n        id\n        progress\n        score\n        open\n      }\n      fixits {\n        ...SubmissionFixitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionRowFields on QuestSubmission {\n    id\n    score\n    submittedAt\n    answerCount\n    fixitCount\n    quest {\n      id\n      name\n    }\n    location {\n      ...LocationZoneFields\n    }\n    submittedBy {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  fragment SubmissionRowFields on QuestSubmission {\n    id\n    score\n    submittedAt\n    answerCount\n    fixitCount\n    quest {\n      id\n      name\n    }\n    location {\n      ...LocationZoneFields\n    }\n    submittedBy {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestSubmissions($locationId: ID, $questId: ID, $submittedBy: ID, $from: DateTime, $to: DateTime, $page: Int, $first: Int) {\n    questSubmissions(\n      locationId: $locationId\n      questId: $questId\n      submittedBy: $submittedBy\n      from: $from\n      to: $to\n      page: $page\n      first: $first\n    ) {\n      totalCount\n      page\n      first\n      items {\n        ...SubmissionRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestSubmissions($locationId: ID, $questId: ID, $submittedBy: ID, $from: DateTime, $to: DateTime, $page: Int, $first: Int) {\n    questSubmissions(\n      locationId: $locationId\n      questId: $questId\n      submittedBy: $submittedBy\n      from: $from\n      to: $to\n      page: $page\n      first: $first\n    ) {\n      totalCount\n      page\n      first\n      items {\n        ...SubmissionRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionDetails($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      startedAt\n      submittedBy {\n        ...PersonFields\n      }\n      submitter {\n        ...PersonFields\n      }\n      quest {\n        id\n        name\n      }\n      location {\n        ...LocationZoneFields\n      }\n      activation {\n        id\n        startsAt\n        endsAt\n      }\n      answers {\n        ...AnswerFields\n      }\n      lateAnswers {\n        id\n        device\n        receivedAt\n        answer {\n          ...AnswerFields\n        }\n      }\n      fixits {\n        ...SubmissionFixitFields\n        notDone\n        createdAt\n        resolvedAt\n        comment\n        resolver {\n          ...PersonFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubmissionDetails($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      score\n      answerCount\n      fixitCount\n      submittedAt\n      startedAt\n      submittedBy {\n        ...PersonFields\n      }\n      submitter {\n        ...PersonFields\n      }\n      quest {\n        id\n        name\n      }\n      location {\n        ...LocationZoneFields\n      }\n      activation {\n        id\n        startsAt\n        endsAt\n      }\n      answers {\n        ...AnswerFields\n      }\n      lateAnswers {\n        id\n        device\n        receivedAt\n        answer {\n          ...AnswerFields\n        }\n      }\n      fixits {\n        ...SubmissionFixitFields\n        notDone\n        createdAt\n        resolvedAt\n        comment\n        resolver {\n          ...PersonFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOpenAlerts {\n    openTempAlerts {\n      id\n      locationId\n      applianceId\n      severity\n      reason\n      startedAt\n      snoozedUntil\n      acknowledgedBy {\n        id\n        displayName\n      }\n      currentStatus {\n        statusCode\n      }\n      appliance {\n        id\n        name\n        areaId\n        foodVerdict {\n          ...FoodVerdictFacts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardOpenAlerts {\n    openTempAlerts {\n      id\n      locationId\n      applianceId\n      severity\n      reason\n      startedAt\n      snoozedUntil\n      acknowledgedBy {\n        id\n        displayName\n      }\n      currentStatus {\n        statusCode\n      }\n      appliance {\n        id\n        name\n        areaId\n        foodVerdict {\n          ...FoodVerdictFacts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFoodAtRisk {\n    foodAtRisk {\n      id\n      name\n      areaId\n      locationId\n      holdsTcsFood\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardFoodAtRisk {\n    foodAtRisk {\n      id\n      name\n      areaId\n      locationId\n      holdsTcsFood\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEquipmentAttention {\n    appliancesNeedingAttention {\n      status\n      since\n      reason {\n        ...HealthFindingFacts\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardEquipmentAttention {\n    appliancesNeedingAttention {\n      status\n      since\n      reason {\n        ...HealthFindingFacts\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCalibrationFailures {\n    sensorsFailingCalibration {\n      id\n      hwid\n      locationId\n      calibrationFailedAt\n      appliance {\n        id\n        name\n        areaId\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardCalibrationFailures {\n    sensorsFailingCalibration {\n      id\n      hwid\n      locationId\n      calibrationFailedAt\n      appliance {\n        id\n        name\n        areaId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSummaries {\n    locationSummaries {\n      locationId\n      usersCount\n      sensorsCount\n      tempAlertsCount\n      fixits {\n        pending\n      }\n      todayChecklists {\n        done\n        inProgress\n        toDo\n        missed\n      }\n      sensorAttention {\n        offline\n        lowBattery\n      }\n      trend(days: 30) {\n        day\n        score\n        alertsCount\n      }\n      location {\n        id\n        name\n        city\n        country\n        timezone\n        score\n        logo {\n          id\n          small\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardSummaries {\n    locationSummaries {\n      locationId\n      usersCount\n      sensorsCount\n      tempAlertsCount\n      fixits {\n        pending\n      }\n      todayChecklists {\n        done\n        inProgress\n        toDo\n        missed\n      }\n      sensorAttention {\n        offline\n        lowBattery\n      }\n      trend(days: 30) {\n        day\n        score\n        alertsCount\n      }\n      location {\n        id\n        name\n        city\n        country\n        timezone\n        score\n        logo {\n          id\n          small\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiaryEntries($locationId: ID, $mine: Boolean, $first: Int, $page: Int) {\n    diaryEntries(locationId: $locationId, mine: $mine, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        mood\n        description\n        createdAt\n        mine\n        author {\n          id\n          displayName\n        }\n        location {\n          id\n          name\n          timezone\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiaryEntries($locationId: ID, $mine: Boolean, $first: Int, $page: Int) {\n    diaryEntries(locationId: $locationId, mine: $mine, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        mood\n        description\n        createdAt\n        mine\n        author {\n          id\n          displayName\n        }\n        location {\n          id\n          name\n          timezone\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDiary($input: DiaryInput!) {\n    submitDiary(input: $input) {\n      id\n      mood\n      description\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDiary($input: DiaryInput!) {\n    submitDiary(input: $input) {\n      id\n      mood\n      description\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorrectiveActionFields on CorrectiveAction {\n    id\n    subject\n    fate\n    probeReading\n    quantity\n    cost\n    note\n    doneAt\n    signedOffAt\n    viewerCanSignOff\n    doneBy {\n      id\n      displayName\n    }\n    signedOffBy {\n      id\n      displayName\n    }\n    movedTo {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CorrectiveActionFields on CorrectiveAction {\n    id\n    subject\n    fate\n    probeReading\n    quantity\n    cost\n    note\n    doneAt\n    signedOffAt\n    viewerCanSignOff\n    doneBy {\n      id\n      displayName\n    }\n    signedOffBy {\n      id\n      displayName\n    }\n    movedTo {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewAlertFields on TempAlert {\n    id\n    startedAt\n    endedAt\n    reason\n    severity\n    reviewStatus\n    viewerCanCloseOut\n    locationId\n    appliance {\n      id\n      name\n      areaId\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n    }\n    correctiveAction {\n      ...CorrectiveActionFields\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewAlertFields on TempAlert {\n    id\n    startedAt\n    endedAt\n    reason\n    severity\n    reviewStatus\n    viewerCanCloseOut\n    locationId\n    appliance {\n      id\n      name\n      areaId\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n    }\n    correctiveAction {\n      ...CorrectiveActionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsNeedingReview($locationId: ID, $applianceId: ID) {\n    alertsNeedingReview(locationId: $locationId, applianceId: $applianceId) {\n      ...ReviewAlertFields\n    }\n  }\n"): (typeof documents)["\n  query AlertsNeedingReview($locationId: ID, $applianceId: ID) {\n    alertsNeedingReview(locationId: $locationId, applianceId: $applianceId) {\n      ...ReviewAlertFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCorrectiveAction($input: RecordCorrectiveActionInput!) {\n    recordCorrectiveAction(input: $input) {\n      ...CorrectiveActionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCorrectiveAction($input: RecordCorrectiveActionInput!) {\n    recordCorrectiveAction(input: $input) {\n      ...CorrectiveActionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOffCorrectiveAction($id: ID!) {\n    signOffCorrectiveAction(id: $id) {\n      ...CorrectiveActionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignOffCorrectiveAction($id: ID!) {\n    signOffCorrectiveAction(id: $id) {\n      ...CorrectiveActionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseOutAlert($alertId: ID!) {\n    closeOutAlert(alertId: $alertId) {\n      ...CorrectiveActionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CloseOutAlert($alertId: ID!) {\n    closeOutAlert(alertId: $alertId) {\n      ...CorrectiveActionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationAppliancesForRecords($locationId: ID!) {\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      appliances {\n        id\n        name\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LocationAppliancesForRecords($locationId: ID!) {\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      appliances {\n        id\n        name\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEventFields on AuditEvent {\n    id\n    subject\n    change\n    actorName\n    at\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEventFields on AuditEvent {\n    id\n    subject\n    change\n    actorName\n    at\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($locationId: ID!, $applianceId: ID) {\n    auditTrail(locationId: $locationId, applianceId: $applianceId, first: 50) {\n      ...AuditEventFields\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($locationId: ID!, $applianceId: ID) {\n    auditTrail(locationId: $locationId, applianceId: $applianceId, first: 50) {\n      ...AuditEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalibrationCheckFields on CalibrationCheck {\n    id\n    method\n    reference\n    sensorReading\n    passed\n    checkedAt\n    checkedBy {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment CalibrationCheckFields on CalibrationCheck {\n    id\n    method\n    reference\n    sensorReading\n    passed\n    checkedAt\n    checkedBy {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquipmentRecords($applianceId: ID!) {\n    appliance(id: $applianceId) {\n      id\n      locationId\n      foodVerdict {\n        verdict\n        batchId\n      }\n      sensors {\n        id\n        hwid\n        temperatureOffset\n        offsetSetAt\n        offsetSetBy {\n          id\n          displayName\n        }\n        calibrationIntervalMonths\n        calibrationDueAt\n        calibrationFailedAt\n        viewerCanCalibrate\n        calibrationChecks {\n          ...CalibrationCheckFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquipmentRecords($applianceId: ID!) {\n    appliance(id: $applianceId) {\n      id\n      locationId\n      foodVerdict {\n        verdict\n        batchId\n      }\n      sensors {\n        id\n        hwid\n        temperatureOffset\n        offsetSetAt\n        offsetSetBy {\n          id\n          displayName\n        }\n        calibrationIntervalMonths\n        calibrationDueAt\n        calibrationFailedAt\n        viewerCanCalibrate\n        calibrationChecks {\n          ...CalibrationCheckFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCalibrationCheck(\n    $sensorId: ID!\n    $method: CalibrationMethod!\n    $reference: Float\n    $sensorReading: Float!\n    $unit: TemperatureUnit!\n  ) {\n    recordCalibrationCheck(sensorId: $sensorId, method: $method, reference: $reference, sensorReading: $sensorReading, unit: $unit) {\n      ...CalibrationCheckFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCalibrationCheck(\n    $sensorId: ID!\n    $method: CalibrationMethod!\n    $reference: Float\n    $sensorReading: Float!\n    $unit: TemperatureUnit!\n  ) {\n    recordCalibrationCheck(sensorId: $sensorId, method: $method, reference: $reference, sensorReading: $sensorReading, unit: $unit) {\n      ...CalibrationCheckFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSensorCalibration($sensorId: ID!, $offset: Float, $unit: TemperatureUnit, $intervalMonths: Int) {\n    setSensorCalibration(sensorId: $sensorId, offset: $offset, unit: $unit, intervalMonths: $intervalMonths) {\n      id\n      temperatureOffset\n      offsetSetAt\n      calibrationIntervalMonths\n      calibrationDueAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetSensorCalibration($sensorId: ID!, $offset: Float, $unit: TemperatureUnit, $intervalMonths: Int) {\n    setSensorCalibration(sensorId: $sensorId, offset: $offset, unit: $unit, intervalMonths: $intervalMonths) {\n      id\n      temperatureOffset\n      offsetSetAt\n      calibrationIntervalMonths\n      calibrationDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionSensorChecks($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      answers {\n        id\n        temperatureCelsius\n        action {\n          id\n          name\n          type\n        }\n        sensorComparison {\n          answerId\n          flagged\n          difference\n          sensorTemperature\n          appliance {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubmissionSensorChecks($id: ID!) {\n    questSubmissionDetails(id: $id) {\n      id\n      answers {\n        id\n        temperatureCelsius\n        action {\n          id\n          name\n          type\n        }\n        sensorComparison {\n          answerId\n          flagged\n          difference\n          sensorTemperature\n          appliance {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAnswerAppliance($answerId: ID!, $applianceId: ID!) {\n    linkAnswerAppliance(answerId: $answerId, applianceId: $applianceId) {\n      answerId\n      flagged\n      difference\n    }\n  }\n"): (typeof documents)["\n  mutation LinkAnswerAppliance($answerId: ID!, $applianceId: ID!) {\n    linkAnswerAppliance(answerId: $answerId, applianceId: $applianceId) {\n      answerId\n      flagged\n      difference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsList($monitoring: Boolean!) {\n    locations {\n      id\n      name\n      city\n      country\n      serviceType\n      plan\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n      }\n      score @include(if: $monitoring)\n      summary @include(if: $monitoring) {\n        locationId\n        usersCount\n        sensorsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationsList($monitoring: Boolean!) {\n    locations {\n      id\n      name\n      city\n      country\n      serviceType\n      plan\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n      }\n      score @include(if: $monitoring)\n      summary @include(if: $monitoring) {\n        locationId\n        usersCount\n        sensorsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationForm($id: ID!) {\n    location(id: $id) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      plan\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n        changePlan\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationForm($id: ID!) {\n    location(id: $id) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      plan\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n      viewerCan {\n        update\n        delete\n        changePlan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLocation($input: LocationInput!, $plan: Plan) {\n    createLocation(input: $input, plan: $plan) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLocation($input: LocationInput!, $plan: Plan) {\n    createLocation(input: $input, plan: $plan) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      country\n      timezone\n      state\n      address\n      zip\n      city\n      serviceType\n      foodTypes\n      sites\n      vendors\n      jurisdictionProfile\n      logo {\n        id\n        small\n        medium\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id) {\n      status\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id) {\n      status\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaLibrary($search: String, $kind: AttachmentKindFilter, $first: Int, $page: Int) {\n    searchAttachments(search: $search, kind: $kind, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        name\n        type\n        mimeType\n        size\n        fileName\n        url\n        thumbnail\n        image {\n          id\n          small\n          medium\n          large\n          xlarge\n          original\n        }\n        uploader {\n          id\n          displayName\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MediaLibrary($search: String, $kind: AttachmentKindFilter, $first: Int, $page: Int) {\n    searchAttachments(search: $search, kind: $kind, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        name\n        type\n        mimeType\n        size\n        fileName\n        url\n        thumbnail\n        image {\n          id\n          small\n          medium\n          large\n          xlarge\n          original\n        }\n        uploader {\n          id\n          displayName\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAttachment($input: CreateAttachmentInput!) {\n    createAttachment(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAttachment($input: CreateAttachmentInput!) {\n    createAttachment(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAttachment($id: ID!, $name: String!) {\n    updateAttachment(id: $id, name: $name) {\n      id\n      name\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAttachment($id: ID!, $name: String!) {\n    updateAttachment(id: $id, name: $name) {\n      id\n      name\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationPlans {\n    locations {\n      id\n      name\n      city\n      plan\n      viewerCan {\n        changePlan\n      }\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationPlans {\n    locations {\n      id\n      name\n      city\n      plan\n      viewerCan {\n        changePlan\n      }\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocationPlan($id: ID!, $plan: Plan!) {\n    updateLocationPlan(id: $id, plan: $plan) {\n      id\n      plan\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocationPlan($id: ID!, $plan: Plan!) {\n    updateLocationPlan(id: $id, plan: $plan) {\n      id\n      plan\n      planUsage {\n        plan\n        equipmentLimit\n        equipmentCount\n        roomLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n      accessLevel\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n      accessLevel\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstname\n      lastname\n      displayName\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      photo {\n        id\n        small\n        medium\n        large\n        xlarge\n        original\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EscalationChainFields on EscalationChain {\n    source\n    locationId\n    ackTimeoutMinutes\n    updatedAt\n    steps {\n      kind\n      minutes\n      userIds\n      accessLevels\n      onShift\n      everyManager\n      channels\n    }\n  }\n"): (typeof documents)["\n  fragment EscalationChainFields on EscalationChain {\n    source\n    locationId\n    ackTimeoutMinutes\n    updatedAt\n    steps {\n      kind\n      minutes\n      userIds\n      accessLevels\n      onShift\n      everyManager\n      channels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RotaShiftFields on RotaShift {\n    userId\n    weekday\n    startMinute\n    endMinute\n  }\n"): (typeof documents)["\n  fragment RotaShiftFields on RotaShift {\n    userId\n    weekday\n    startMinute\n    endMinute\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChecklistRemindersFields on ChecklistReminders {\n    windows {\n      activationId\n      checklistName\n      startsAt\n      endsAt\n      submitted\n      notices {\n        phase\n        at\n        sent\n      }\n    }\n    recent {\n      id\n      phase\n      checklistName\n      time\n      personName\n      channel\n      outcome\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment ChecklistRemindersFields on ChecklistReminders {\n    windows {\n      activationId\n      checklistName\n      startsAt\n      endsAt\n      submitted\n      notices {\n        phase\n        at\n        sent\n      }\n    }\n    recent {\n      id\n      phase\n      checklistName\n      time\n      personName\n      channel\n      outcome\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnCall($locationId: ID!) {\n    escalationChain(locationId: $locationId) {\n      ...EscalationChainFields\n    }\n    rota(locationId: $locationId) {\n      ...RotaShiftFields\n    }\n    users(locationId: $locationId) {\n      id\n      displayName\n      accessLevel\n    }\n    checklistReminders(locationId: $locationId) {\n      ...ChecklistRemindersFields\n    }\n  }\n"): (typeof documents)["\n  query OnCall($locationId: ID!) {\n    escalationChain(locationId: $locationId) {\n      ...EscalationChainFields\n    }\n    rota(locationId: $locationId) {\n      ...RotaShiftFields\n    }\n    users(locationId: $locationId) {\n      id\n      displayName\n      accessLevel\n    }\n    checklistReminders(locationId: $locationId) {\n      ...ChecklistRemindersFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOnCallChain($input: SaveEscalationChainInput!) {\n    saveEscalationChain(input: $input) {\n      ...EscalationChainFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveOnCallChain($input: SaveEscalationChainInput!) {\n    saveEscalationChain(input: $input) {\n      ...EscalationChainFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOnCallRota($locationId: ID!, $shifts: [RotaShiftInput!]!) {\n    saveRota(locationId: $locationId, shifts: $shifts) {\n      ...RotaShiftFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveOnCallRota($locationId: ID!, $shifts: [RotaShiftInput!]!) {\n    saveRota(locationId: $locationId, shifts: $shifts) {\n      ...RotaShiftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultChain {\n    escalationChain {\n      ...EscalationChainFields\n    }\n    users {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query DefaultChain {\n    escalationChain {\n      ...EscalationChainFields\n    }\n    users {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReachSettings {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      deviceName\n      createdAt\n      lastDeliveredAt\n    }\n    myReachSettings {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n"): (typeof documents)["\n  query ReachSettings {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      deviceName\n      createdAt\n      lastDeliveredAt\n    }\n    myReachSettings {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToPush($input: SubscribeToPushInput!) {\n    subscribeToPush(input: $input) {\n      id\n      endpoint\n      deviceName\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeToPush($input: SubscribeToPushInput!) {\n    subscribeToPush(input: $input) {\n      id\n      endpoint\n      deviceName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestPush {\n    sendTestPush\n  }\n"): (typeof documents)["\n  mutation SendTestPush {\n    sendTestPush\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMyReachSettings($input: ReachSettingsInput!) {\n    saveMyReachSettings(input: $input) {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMyReachSettings($input: ReachSettingsInput!) {\n    saveMyReachSettings(input: $input) {\n      channels\n      quietStartMinute\n      quietEndMinute\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeTempAlert($id: ID!) {\n    acknowledgeTempAlert(id: $id) {\n      id\n      acknowledgedBy {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcknowledgeTempAlert($id: ID!) {\n    acknowledgeTempAlert(id: $id) {\n      id\n      acknowledgedBy {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetworkIntegrations {\n    networkIntegrations {\n      id\n      kind\n      name\n      uplinks\n      lastUplinkAt\n      badUplinks\n      lastError\n      lastErrorAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query NetworkIntegrations {\n    networkIntegrations {\n      id\n      kind\n      name\n      uplinks\n      lastUplinkAt\n      badUplinks\n      lastError\n      lastErrorAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNetworkIntegration($input: CreateNetworkIntegrationInput!) {\n    createNetworkIntegration(input: $input) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNetworkIntegration($input: CreateNetworkIntegrationInput!) {\n    createNetworkIntegration(input: $input) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateNetworkIntegrationSecret($integrationId: ID!) {\n    rotateNetworkIntegrationSecret(integrationId: $integrationId) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateNetworkIntegrationSecret($integrationId: ID!) {\n    rotateNetworkIntegrationSecret(integrationId: $integrationId) {\n      integration {\n        id\n        kind\n        name\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveNetworkIntegration($integrationId: ID!) {\n    removeNetworkIntegration(integrationId: $integrationId) {\n      status\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveNetworkIntegration($integrationId: ID!) {\n    removeNetworkIntegration(integrationId: $integrationId) {\n      status\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SensorRegistry($locationId: ID, $sort: SensorSort, $direction: SensorSortDirection) {\n    sensors(locationId: $locationId, sort: $sort, direction: $direction) {\n      id\n      hwid\n      manufacturer\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n        health {\n          status\n          computedAt\n          findings {\n            kind\n            status\n          }\n        }\n      }\n      reportingIntervalSec\n      isOffline\n      nextMaintenanceAt\n      latestData {\n        temperature\n        humidity\n        batteryLevel\n        signalLevel\n        time\n      }\n      radioHealth {\n        rssi\n        snr\n        weakSignal\n        lostUplinksToday\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query SensorRegistry($locationId: ID, $sort: SensorSort, $direction: SensorSortDirection) {\n    sensors(locationId: $locationId, sort: $sort, direction: $direction) {\n      id\n      hwid\n      manufacturer\n      locationId\n      location {\n        id\n        name\n        timezone\n      }\n      appliance {\n        id\n        name\n        areaId\n        locationId\n        health {\n          status\n          computedAt\n          findings {\n            kind\n            status\n          }\n        }\n      }\n      reportingIntervalSec\n      isOffline\n      nextMaintenanceAt\n      latestData {\n        temperature\n        humidity\n        batteryLevel\n        signalLevel\n        time\n      }\n      radioHealth {\n        rssi\n        snr\n        weakSignal\n        lostUplinksToday\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSensor($input: CreateSensorInput!) {\n    createSensor(input: $input) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSensor($input: CreateSensorInput!) {\n    createSensor(input: $input) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSensor($input: UpdateSensorInput!) {\n    updateSensor(input: $input) {\n      id\n      manufacturer\n      locationId\n      reportingIntervalSec\n      nextMaintenanceAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSensor($input: UpdateSensorInput!) {\n    updateSensor(input: $input) {\n      id\n      manufacturer\n      locationId\n      reportingIntervalSec\n      nextMaintenanceAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSensor($id: ID!) {\n    deleteSensor(id: $id) {\n      status\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSensor($id: ID!) {\n    deleteSensor(id: $id) {\n      status\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateSensorCredential($id: ID!) {\n    rotateSensorCredential(id: $id) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateSensorCredential($id: ID!) {\n    rotateSensorCredential(id: $id) {\n      secret\n      sensor {\n        id\n        hwid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    me {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    me {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n      notificationChannels {\n        kind\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TempAlertRow on TempAlert {\n    id\n    applianceId\n    locationId\n    startedAt\n    endedAt\n    severity\n    reason\n    extremeTemperature\n    worstFoodVerdict\n    snoozedUntil\n    responsible {\n      id\n      displayName\n    }\n    currentStatus {\n      statusCode\n      description\n      time\n    }\n    statusHistory {\n      statusCode\n      description\n      time\n    }\n  }\n"): (typeof documents)["\n  fragment TempAlertRow on TempAlert {\n    id\n    applianceId\n    locationId\n    startedAt\n    endedAt\n    severity\n    reason\n    extremeTemperature\n    worstFoodVerdict\n    snoozedUntil\n    responsible {\n      id\n      displayName\n    }\n    currentStatus {\n      statusCode\n      description\n      time\n    }\n    statusHistory {\n      statusCode\n      description\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplianceAlerts($id: ID!, $first: Int, $page: Int) {\n    applianceAlerts(id: $id, first: $first, page: $page) {\n      first\n      page\n      totalCount\n      items {\n        ...TempAlertRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplianceAlerts($id: ID!, $first: Int, $page: Int) {\n    applianceAlerts(id: $id, first: $first, page: $page) {\n      first\n      page\n      totalCount\n      items {\n        ...TempAlertRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SnoozeTempAlert($id: ID!, $until: DateTime) {\n    snoozeTempAlert(id: $id, until: $until) {\n      ...TempAlertRow\n    }\n  }\n"): (typeof documents)["\n  mutation SnoozeTempAlert($id: ID!, $until: DateTime) {\n    snoozeTempAlert(id: $id, until: $until) {\n      ...TempAlertRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFoodBatch($applianceId: ID!) {\n    startFoodBatch(applianceId: $applianceId) {\n      id\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartFoodBatch($applianceId: ID!) {\n    startFoodBatch(applianceId: $applianceId) {\n      id\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SensorDataExport($input: SensorDataExportInput!) {\n    sensorDataExport(input: $input) {\n      status\n      exportId\n    }\n  }\n"): (typeof documents)["\n  mutation SensorDataExport($input: SensorDataExportInput!) {\n    sensorDataExport(input: $input) {\n      status\n      exportId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationOpenAlerts($locationId: ID!) {\n    locationTempAlerts(locationId: $locationId) {\n      id\n      applianceId\n      severity\n      snoozedUntil\n      currentStatus {\n        statusCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationOpenAlerts($locationId: ID!) {\n    locationTempAlerts(locationId: $locationId) {\n      id\n      applianceId\n      severity\n      snoozedUntil\n      currentStatus {\n        statusCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArea($input: CreateAreaInput!) {\n    createArea(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArea($input: CreateAreaInput!) {\n    createArea(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArea($input: UpdateAreaInput!) {\n    updateArea(input: $input) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArea($input: UpdateAreaInput!) {\n    updateArea(input: $input) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      id\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      id\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceAppliance($input: PlaceApplianceInput!) {\n    placeAppliance(input: $input) {\n      applianceId\n      floorplanId\n      x\n      y\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceAppliance($input: PlaceApplianceInput!) {\n    placeAppliance(input: $input) {\n      applianceId\n      floorplanId\n      x\n      y\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnplaceAppliance($applianceId: ID!) {\n    unplaceAppliance(applianceId: $applianceId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnplaceAppliance($applianceId: ID!) {\n    unplaceAppliance(applianceId: $applianceId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SensorReading on Sensor {\n    id\n    hwid\n    manufacturer\n    isOffline\n    reportingIntervalSec\n    nextMaintenanceAt\n    latestData {\n      temperature\n      humidity\n      batteryLevel\n      signalLevel\n      time\n    }\n  }\n"): (typeof documents)["\n  fragment SensorReading on Sensor {\n    id\n    hwid\n    manufacturer\n    isOffline\n    reportingIntervalSec\n    nextMaintenanceAt\n    latestData {\n      temperature\n      humidity\n      batteryLevel\n      signalLevel\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FoodVerdictFacts on FoodVerdict {\n    status\n    verdict\n    control\n    batchId\n    batchStartedAt\n    dangerMinutes\n    unknownMinutes\n    noDataMinutes\n    periods\n    uncertain\n    next {\n      verdict\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment FoodVerdictFacts on FoodVerdict {\n    status\n    verdict\n    control\n    batchId\n    batchStartedAt\n    dangerMinutes\n    unknownMinutes\n    noDataMinutes\n    periods\n    uncertain\n    next {\n      verdict\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EquipmentRow on Appliance {\n    id\n    name\n    type\n    contents\n    areaId\n    holdsTcsFood\n    createdAt\n    safeZone {\n      min\n      max\n      unit\n    }\n    foodVerdict {\n      ...FoodVerdictFacts\n    }\n    primarySensor {\n      ...SensorReading\n    }\n    health {\n      status\n      computedAt\n      findings {\n        kind\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EquipmentRow on Appliance {\n    id\n    name\n    type\n    contents\n    areaId\n    holdsTcsFood\n    createdAt\n    safeZone {\n      min\n      max\n      unit\n    }\n    foodVerdict {\n      ...FoodVerdictFacts\n    }\n    primarySensor {\n      ...SensorReading\n    }\n    health {\n      status\n      computedAt\n      findings {\n        kind\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationEquipment($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n    }\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n        image {\n          id\n          large\n          xlarge\n        }\n        placements {\n          applianceId\n          x\n          y\n        }\n      }\n      appliances {\n        ...EquipmentRow\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      ...EquipmentRow\n    }\n  }\n"): (typeof documents)["\n  query LocationEquipment($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n    }\n    locationAreas(locationId: $locationId) {\n      id\n      name\n      floorplan {\n        id\n        fileId\n        image {\n          id\n          large\n          xlarge\n        }\n        placements {\n          applianceId\n          x\n          y\n        }\n      }\n      appliances {\n        ...EquipmentRow\n      }\n    }\n    unassignedAppliances(locationId: $locationId) {\n      ...EquipmentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplianceDetails($id: ID!) {\n    appliance(id: $id) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      locationId\n      areaId\n      area {\n        id\n        name\n      }\n      photoFileId\n      photo {\n        id\n        medium\n        large\n      }\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      holdsTcsFood\n      createdAt\n      updatedAt\n      location {\n        id\n        timezone\n      }\n      primarySensor {\n        id\n      }\n      currentAlert {\n        id\n        severity\n        snoozedUntil\n        currentStatus {\n          statusCode\n        }\n      }\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplianceDetails($id: ID!) {\n    appliance(id: $id) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      locationId\n      areaId\n      area {\n        id\n        name\n      }\n      photoFileId\n      photo {\n        id\n        medium\n        large\n      }\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      holdsTcsFood\n      createdAt\n      updatedAt\n      location {\n        id\n        timezone\n      }\n      primarySensor {\n        id\n      }\n      currentAlert {\n        id\n        severity\n        snoozedUntil\n        currentStatus {\n          statusCode\n        }\n      }\n      foodVerdict {\n        ...FoodVerdictFacts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplianceSensors($id: ID!) {\n    applianceSensors(id: $id) {\n      ...SensorReading\n    }\n  }\n"): (typeof documents)["\n  query ApplianceSensors($id: ID!) {\n    applianceSensors(id: $id) {\n      ...SensorReading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableSensors($locationId: ID!) {\n    availableSensors(locationId: $locationId) {\n      id\n      hwid\n      manufacturer\n      locationId\n    }\n  }\n"): (typeof documents)["\n  query AvailableSensors($locationId: ID!) {\n    availableSensors(locationId: $locationId) {\n      id\n      hwid\n      manufacturer\n      locationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquipmentFormOptions($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n      jurisdictionProfile\n    }\n    areaOptions(locationId: $locationId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EquipmentFormOptions($locationId: ID!) {\n    location(id: $locationId) {\n      id\n      name\n      plan\n      jurisdictionProfile\n    }\n    areaOptions(locationId: $locationId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAppliance($input: CreateApplianceInput!) {\n    createAppliance(input: $input) {\n      id\n      areaId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAppliance($input: CreateApplianceInput!) {\n    createAppliance(input: $input) {\n      id\n      areaId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppliance($input: UpdateApplianceInput!) {\n    updateAppliance(input: $input) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      areaId\n      photoFileId\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppliance($input: UpdateApplianceInput!) {\n    updateAppliance(input: $input) {\n      id\n      name\n      type\n      contents\n      description\n      equipmentId\n      serialNumber\n      vendor\n      maintenance\n      areaId\n      photoFileId\n      safeZone {\n        min\n        max\n        unit\n      }\n      alertDelayMin\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAppliance($id: ID!) {\n    deleteAppliance(id: $id) {\n      status\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAppliance($id: ID!) {\n    deleteAppliance(id: $id) {\n      status\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachSensor($applianceId: ID!, $sensorId: ID!) {\n    attachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation AttachSensor($applianceId: ID!, $sensorId: ID!) {\n    attachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DetachSensor($applianceId: ID!, $sensorId: ID!) {\n    detachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation DetachSensor($applianceId: ID!, $sensorId: ID!) {\n    detachSensor(applianceId: $applianceId, sensorId: $sensorId) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SensorGraph($id: ID!, $start: DateTime!, $end: DateTime) {\n    sensorGraph(id: $id, start: $start, end: $end) {\n      sensorId\n      start\n      end\n      bucketSeconds\n      points {\n        time\n        temperature\n        min\n        max\n      }\n      alertSpans {\n        alertId\n        startedAt\n        endedAt\n        severity\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query SensorGraph($id: ID!, $start: DateTime!, $end: DateTime) {\n    sensorGraph(id: $id, start: $start, end: $end) {\n      sensorId\n      start\n      end\n      bucketSeconds\n      points {\n        time\n        temperature\n        min\n        max\n      }\n      alertSpans {\n        alertId\n        startedAt\n        endedAt\n        severity\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthFindingFacts on HealthFinding {\n    kind\n    status\n    since\n    text\n  }\n"): (typeof documents)["\n  fragment HealthFindingFacts on HealthFinding {\n    kind\n    status\n    since\n    text\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplianceHealth($id: ID!) {\n    appliance(id: $id) {\n      id\n      health {\n        status\n        computedAt\n        findings {\n          ...HealthFindingFacts\n        }\n        baseline {\n          day\n          baselineC\n        }\n        defrostPeriodMin\n        defrostLengthMin\n        doorOpeningsPerDay\n        recoveryMin\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplianceHealth($id: ID!) {\n    appliance(id: $id) {\n      id\n      health {\n        status\n        computedAt\n        findings {\n          ...HealthFindingFacts\n        }\n        baseline {\n          day\n          baselineC\n        }\n        defrostPeriodMin\n        defrostLengthMin\n        doorOpeningsPerDay\n        recoveryMin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingSummaryFields on Training {\n    id\n    name\n    description\n    active\n    actionCount\n    questionCount\n    certificateDurationMon\n    updatedAt\n    certificate {\n      id\n      name\n    }\n    locations {\n      id\n      name\n    }\n    assignedUsers {\n      ...PersonFields\n    }\n    viewerCan {\n      edit\n      delete\n      copy\n      activate\n      assign\n    }\n  }\n"): (typeof documents)["\n  fragment TrainingSummaryFields on Training {\n    id\n    name\n    description\n    active\n    actionCount\n    questionCount\n    certificateDurationMon\n    updatedAt\n    certificate {\n      id\n      name\n    }\n    locations {\n      id\n      name\n    }\n    assignedUsers {\n      ...PersonFields\n    }\n    viewerCan {\n      edit\n      delete\n      copy\n      activate\n      assign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingFields on Training {\n    ...TrainingSummaryFields\n    bannerUrl\n    bannerFileId\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n"): (typeof documents)["\n  fragment TrainingFields on Training {\n    ...TrainingSummaryFields\n    bannerUrl\n    bannerFileId\n    parts {\n      __typename\n      ...SectionPartFields\n      ...ActionPartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingList($locationId: ID) {\n    trainings(locationId: $locationId) {\n      ...TrainingSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query TrainingList($locationId: ID) {\n    trainings(locationId: $locationId) {\n      ...TrainingSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificationFields on Certification {\n    id\n    status\n    validUntil\n    user {\n      ...PersonFields\n    }\n    certificate {\n      id\n      name\n    }\n    training {\n      id\n      name\n    }\n    lastAttempt {\n      id\n      status\n      score\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  fragment CertificationFields on Certification {\n    id\n    status\n    validUntil\n    user {\n      ...PersonFields\n    }\n    certificate {\n      id\n      name\n    }\n    training {\n      id\n      name\n    }\n    lastAttempt {\n      id\n      status\n      score\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTrainings {\n    myTrainings {\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        actionCount\n        certificateDurationMon\n      }\n      certification {\n        ...CertificationFields\n      }\n      openAttempt {\n        id\n        answerCount\n        startedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTrainings {\n    myTrainings {\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        actionCount\n        certificateDurationMon\n      }\n      certification {\n        ...CertificationFields\n      }\n      openAttempt {\n        id\n        answerCount\n        startedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingDetails($id: ID!) {\n    trainingDetails(id: $id) {\n      id\n      assignedCount\n      certifiedCount\n      submissionCount\n      averageScore\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingDetails($id: ID!) {\n    trainingDetails(id: $id) {\n      id\n      assignedCount\n      certifiedCount\n      submissionCount\n      averageScore\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingEditor($id: ID!) {\n    training(id: $id) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  query TrainingEditor($id: ID!) {\n    training(id: $id) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingSubmissions($trainingId: ID!, $first: Int, $page: Int) {\n    trainingSubmissions(trainingId: $trainingId, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        answerCount\n        lastSubmittedAt\n        score\n        user {\n          ...PersonFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingSubmissions($trainingId: ID!, $first: Int, $page: Int) {\n    trainingSubmissions(trainingId: $trainingId, first: $first, page: $page) {\n      totalCount\n      page\n      first\n      items {\n        id\n        answerCount\n        lastSubmittedAt\n        score\n        user {\n          ...PersonFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationCertificationStatus($locationId: ID!, $trainingId: ID!, $certificateId: ID) {\n    locationCertificationStatus(locationId: $locationId, trainingId: $trainingId, certificateId: $certificateId) {\n      ...CertificationFields\n    }\n  }\n"): (typeof documents)["\n  query LocationCertificationStatus($locationId: ID!, $trainingId: ID!, $certificateId: ID) {\n    locationCertificationStatus(locationId: $locationId, trainingId: $trainingId, certificateId: $certificateId) {\n      ...CertificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignableUsers {\n    users {\n      id\n      displayName\n      email\n      clientRole\n      isActive\n      locations {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignableUsers {\n    users {\n      id\n      displayName\n      email\n      clientRole\n      isActive\n      locations {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingAttemptFields on TrainingAttempt {\n    id\n    status\n    score\n    answerCount\n    startedAt\n    submittedAt\n    validUntil\n    user {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n    }\n  }\n"): (typeof documents)["\n  fragment TrainingAttemptFields on TrainingAttempt {\n    id\n    status\n    score\n    answerCount\n    startedAt\n    submittedAt\n    validUntil\n    user {\n      ...PersonFields\n    }\n    answers {\n      ...AnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingSubmissionDetails($id: ID!) {\n    trainingSubmissionDetails(id: $id) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        questionCount\n        certificate {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingSubmissionDetails($id: ID!) {\n    trainingSubmissionDetails(id: $id) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        questionCount\n        certificate {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserCertifications($id: ID!) {\n    user(id: $id) {\n      id\n      certifications {\n        ...CertificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserCertifications($id: ID!) {\n    user(id: $id) {\n      id\n      certifications {\n        ...CertificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTraining($locationIds: [ID!]!) {\n    createTraining(locationIds: $locationIds) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTraining($locationIds: [ID!]!) {\n    createTraining(locationIds: $locationIds) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyTraining($id: ID!) {\n    copyTraining(id: $id) {\n      newId\n    }\n  }\n"): (typeof documents)["\n  mutation CopyTraining($id: ID!) {\n    copyTraining(id: $id) {\n      newId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTraining($id: ID!, $input: UpdateTrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTraining($id: ID!, $input: UpdateTrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTraining($id: ID!) {\n    deleteTraining(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTraining($id: ID!) {\n    deleteTraining(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTrainingActive($trainingId: ID!, $active: Boolean!) {\n    setTrainingActive(trainingId: $trainingId, active: $active) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetTrainingActive($trainingId: ID!, $active: Boolean!) {\n    setTrainingActive(trainingId: $trainingId, active: $active) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrainingSection($trainingId: ID!, $atIndex: Int!) {\n    createTrainingSection(trainingId: $trainingId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrainingSection($trainingId: ID!, $atIndex: Int!) {\n    createTrainingSection(trainingId: $trainingId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrainingAction($trainingId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createTrainingAction(trainingId: $trainingId, type: $type, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrainingAction($trainingId: ID!, $type: ActionType!, $atIndex: Int!) {\n    createTrainingAction(trainingId: $trainingId, type: $type, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsertTrainingAction($trainingId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertTrainingAction(trainingId: $trainingId, actionId: $actionId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation InsertTrainingAction($trainingId: ID!, $actionId: ID!, $atIndex: Int!) {\n    insertTrainingAction(trainingId: $trainingId, actionId: $actionId, atIndex: $atIndex) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTrainingParts($trainingId: ID!, $partIds: [ID!]!) {\n    removeTrainingParts(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTrainingParts($trainingId: ID!, $partIds: [ID!]!) {\n    removeTrainingParts(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrainingPartsOrder($trainingId: ID!, $partIds: [ID!]!) {\n    updateTrainingPartsOrder(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrainingPartsOrder($trainingId: ID!, $partIds: [ID!]!) {\n    updateTrainingPartsOrder(trainingId: $trainingId, partIds: $partIds) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingAssignmentFields on Training {\n    id\n    assignedUsers {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  fragment TrainingAssignmentFields on Training {\n    id\n    assignedUsers {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignTraining($questId: ID!, $users: [ID!]!) {\n    assignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignTraining($questId: ID!, $users: [ID!]!) {\n    assignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignTraining($questId: ID!, $users: [ID!]!) {\n    unassignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignTraining($questId: ID!, $users: [ID!]!) {\n    unassignTraining(questId: $questId, users: $users) {\n      ...TrainingAssignmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTraining($trainingId: ID!) {\n    startTraining(trainingId: $trainingId) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        certificateDurationMon\n        certificate {\n          id\n          name\n        }\n        parts {\n          __typename\n          ...SectionPartFields\n          ...ActionPartFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartTraining($trainingId: ID!) {\n    startTraining(trainingId: $trainingId) {\n      ...TrainingAttemptFields\n      training {\n        id\n        name\n        description\n        bannerUrl\n        questionCount\n        certificateDurationMon\n        certificate {\n          id\n          name\n        }\n        parts {\n          __typename\n          ...SectionPartFields\n          ...ActionPartFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerTrainingAction($attemptId: ID!, $partId: ID!, $answer: QuestAnswerInput!) {\n    answerTrainingAction(attemptId: $attemptId, partId: $partId, answer: $answer) {\n      id\n      status\n      answerCount\n      answers {\n        ...AnswerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerTrainingAction($attemptId: ID!, $partId: ID!, $answer: QuestAnswerInput!) {\n    answerTrainingAction(attemptId: $attemptId, partId: $partId, answer: $answer) {\n      id\n      status\n      answerCount\n      answers {\n        ...AnswerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTrainingAttempt($attemptId: ID!) {\n    submitTrainingAttempt(attemptId: $attemptId) {\n      id\n      status\n      score\n      answerCount\n      submittedAt\n      validUntil\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitTrainingAttempt($attemptId: ID!) {\n    submitTrainingAttempt(attemptId: $attemptId) {\n      id\n      status\n      score\n      answerCount\n      submittedAt\n      validUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($locationId: ID, $includeInactive: Boolean) {\n    users(locationId: $locationId, includeInactive: $includeInactive) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($locationId: ID, $includeInactive: Boolean) {\n    users(locationId: $locationId, includeInactive: $includeInactive) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDetails($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstname\n      lastname\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      createdDate\n      photo {\n        id\n        medium\n      }\n      locations {\n        id\n        name\n      }\n      recentActivity {\n        name\n        page\n        path\n        at\n      }\n      viewerCan {\n        edit\n        delete\n        changeEmail\n        changeAccessLevel\n        changeDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserDetails($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstname\n      lastname\n      nickname\n      email\n      phone\n      personalEmail\n      personalPhoneNumber\n      workRole\n      accessLevel\n      isActive\n      invitationPending\n      createdDate\n      photo {\n        id\n        medium\n      }\n      locations {\n        id\n        name\n      }\n      recentActivity {\n        name\n        page\n        path\n        at\n      }\n      viewerCan {\n        edit\n        delete\n        changeEmail\n        changeAccessLevel\n        changeDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      phone\n      workRole\n      accessLevel\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      displayName\n      firstname\n      lastname\n      email\n      phone\n      workRole\n      accessLevel\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n      status\n      deactivated\n      removedFromClient\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n      status\n      deactivated\n      removedFromClient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n"): (typeof documents)["\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usage {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        equipmentCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Usage {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        equipmentCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Room {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        roomLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query Room {\n    location(id: \"\") {\n      id\n      planUsage {\n        plan\n        roomLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TemperatureChanges($locationId: ID, $applianceId: ID, $kinds: [TemperatureChangeKind!]) {\n    temperatureChanged(locationId: $locationId, applianceId: $applianceId, kinds: $kinds) {\n      kind\n      locationId\n      applianceId\n    }\n  }\n"): (typeof documents)["\n  subscription TemperatureChanges($locationId: ID, $applianceId: ID, $kinds: [TemperatureChangeKind!]) {\n    temperatureChanged(locationId: $locationId, applianceId: $applianceId, kinds: $kinds) {\n      kind\n      locationId\n      applianceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LocationProgress($locationId: ID) {\n    locationProgressChanged(locationId: $locationId) {\n      kind\n      locationId\n    }\n  }\n"): (typeof documents)["\n  subscription LocationProgress($locationId: ID) {\n    locationProgressChanged(locationId: $locationId) {\n      kind\n      locationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n"): (typeof documents)["\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;