import type { ApolloClient } from '@apollo/client/core';
import { classifyError } from '../../../lib/apollo/classify-error';
import { uploadFile, UploadError } from '../../../ui/protected-files';
import { AnswerQuestActionDocument, SubmitQuestActivationDocument } from './runner.operations';
import { deviceLabel, type OutboxTransport } from '../../offline';

/**
 * The outbox's way to the server: the same mutations the runner always used, with the entry's id and
 * time, and POST /files for photos and signatures kept as bytes. The server's answer updates the Apollo cache as usual.
 */
export function outboxTransport(client: ApolloClient<object>): OutboxTransport {
  return {
    async upload(file) {
      const blob = file.blob;
      if (!blob) throw new UploadError('FAILED');
      const uploaded = await uploadFile(new File([blob], file.name, { type: file.type }), file.kinds);
      return uploaded.id;
    },
    async sendAnswer(entry, fileIds) {
      const answer = entry.files.length > 0 || entry.answer.fileIds ? { ...entry.answer, fileIds } : entry.answer;
      await client.mutate({
        mutation: AnswerQuestActionDocument,
        variables: {
          activationId: entry.activationId,
          partId: entry.partId,
          answer,
          clientAnswerId: entry.id,
          answeredAt: entry.savedAt,
          applianceId: entry.applianceId ?? null,
          device: deviceLabel(),
        },
      });
    },
    async sendSubmit(entry, signatureFileId) {
      const result = await client.mutate({
        mutation: SubmitQuestActivationDocument,
        variables: { activationId: entry.activationId, clientSubmissionId: entry.id, submittedAt: entry.savedAt, signatureFileId },
      });
      return result.data?.submitQuestActivation;
    },
    isNetworkFailure(error) {
      // A file the server refuses (type, size) is an answer it refuses; a failed upload is the network,
      // and so is a server busy with other uploads (429: it asks to try again later).
      if (error instanceof UploadError) return error.problem === 'FAILED' || error.problem === 'TOO_MANY_UPLOADS';
      // Anything but an explicit refusal (no answer, a 5xx, an expired session) is tried again later.
      return classifyError(error) !== 'graphql';
    },
  };
}
