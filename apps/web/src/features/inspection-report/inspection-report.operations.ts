import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';

/*
 * Typed by hand rather than by codegen: this feature was written while other features regenerated
 * src/gql/ in the same checkout. The shapes follow apps/server/schema.graphql (ReportShareLink).
 */

export type ReportShareLink = {
  id: string;
  from: string;
  to: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  openings: number;
  lastOpenedAt: string | null;
};

const LINK_FIELDS = 'id from to createdAt expiresAt revokedAt openings lastOpenedAt';

export const ReportShareLinksDocument: TypedDocumentNode<{ reportShareLinks: ReportShareLink[] }, { locationId: string }> = parse(
  `query ReportShareLinks($locationId: ID!) { reportShareLinks(locationId: $locationId) { ${LINK_FIELDS} } }`,
);

export const CreateReportShareLinkDocument: TypedDocumentNode<
  { createReportShareLink: { url: string; link: ReportShareLink } },
  { input: { locationId: string; from?: string | null; to?: string | null; expiresInDays: number } }
> = parse(
  `mutation CreateReportShareLink($input: CreateReportShareLinkInput!) { createReportShareLink(input: $input) { url link { ${LINK_FIELDS} } } }`,
);

export const RevokeReportShareLinkDocument: TypedDocumentNode<{ revokeReportShareLink: ReportShareLink }, { id: string }> = parse(
  `mutation RevokeReportShareLink($id: ID!) { revokeReportShareLink(id: $id) { ${LINK_FIELDS} } }`,
);
