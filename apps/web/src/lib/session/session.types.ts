export type ClientSummary = { __typename?: 'Client'; id: string; companyName: string };
