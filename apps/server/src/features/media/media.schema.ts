import { ATTACHMENT_KIND_FILTERS, ATTACHMENT_KINDS, createAttachmentInputSchema } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { pageObjectType } from '../../graphql/page-type.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import { createAttachment, deleteAttachment, searchAttachments, updateAttachment, type AttachmentRecord } from './media.service.js';

/** Where the files feature serves a rendition (`GET /files/:id/:variant`). */
const fileUrl = (id: string, variant: 'small' | 'original') => `/files/${id}/${variant}`;

const AttachmentKindEnum = builder.enumType('AttachmentKind', { values: ATTACHMENT_KINDS });
const AttachmentKindFilterEnum = builder.enumType('AttachmentKindFilter', { values: ATTACHMENT_KIND_FILTERS });

const AttachmentUploader = builder.objectRef<NonNullable<AttachmentRecord['uploader']>>('AttachmentUploader').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), displayName: t.exposeString('displayName') }),
});

/** Spec §3 "Attachment": a file of the media library (its id is the file id). */
const AttachmentType = builder.objectRef<AttachmentRecord>('Attachment').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({ type: AttachmentKindEnum, resolve: (a) => a.kind }),
    mimeType: t.exposeString('mimeType'),
    size: t.exposeInt('size', { description: 'Bytes of the upload.' }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    fileName: t.exposeString('fileName', { description: 'The uploaded file name (downloads use it).' }),
    url: t.string({
      description: 'The original file (GET with the bearer token and client-id).',
      resolve: (a) => fileUrl(a.id, 'original'),
    }),
    thumbnail: t.string({
      nullable: true,
      description: 'A 128 px picture for pictures; null for other kinds.',
      resolve: (a) => (a.kind === 'PICTURE' ? fileUrl(a.id, 'small') : null),
    }),
    image: t.field({
      type: ImageSetType,
      nullable: true,
      description: 'The widths of a picture, for previews; null for other kinds.',
      resolve: (a, _args, ctx) => (a.kind === 'PICTURE' ? resolveImageSet(ctx, a.id) : null),
    }),
    uploader: t.field({ type: AttachmentUploader, nullable: true, resolve: (a) => a.uploader }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (a) => a.updatedAt }),
  }),
});

const AttachmentPageType = pageObjectType('AttachmentPage', AttachmentType, { tenant: true });

const DeleteAttachmentPayload = builder.objectRef<{ id: string }>('DeleteAttachmentPayload').implement({
  authScopes: { level: 'LOCATION_MANAGER' },
  fields: (t) => ({ id: t.exposeID('id') }),
});

const CreateAttachmentInput = builder.inputType('CreateAttachmentInput', {
  fields: (t) => ({
    fileId: t.id({ required: true, description: 'The id `POST /files` answered.' }),
    name: t.string({ description: 'Library name; the file name without extension when omitted.' }),
  }),
  validate: createAttachmentInputSchema,
});

builder.queryFields((t) => ({
  searchAttachments: t.field({
    type: AttachmentPageType,
    authScopes: { tenant: true },
    description: 'The media library, newest first: a kind (ANY for all), text in the name, paged.',
    args: { search: t.arg.string(), kind: t.arg({ type: AttachmentKindFilterEnum }), first: t.arg.int(), page: t.arg.int() },
    resolve: (_root, args, ctx) =>
      searchAttachments({ scope: ctx, search: args.search, kind: args.kind, first: args.first, page: args.page }),
  }),
}));

builder.mutationFields((t) => ({
  createAttachment: t.field({
    type: AttachmentType,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { input: t.arg({ type: CreateAttachmentInput, required: true }) },
    resolve: (_root, { input }, ctx) => createAttachment({ scope: ctx, input: { fileId: String(input.fileId), name: input.name } }),
  }),
  updateAttachment: t.field({
    type: AttachmentType,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { id, name }, ctx) => updateAttachment({ scope: ctx, id: String(id), name }),
  }),
  deleteAttachment: t.field({
    type: DeleteAttachmentPayload,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteAttachment({ scope: ctx, id: String(id) }),
  }),
}));
