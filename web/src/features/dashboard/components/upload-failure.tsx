import { messages } from '@hall/model';

/**
 * The spec's 'Failed to upload PDF', the same for a notice and a token PDF, with the reason on its
 * own line when there is one.
 */
export function UploadFailure({ reason }: { reason?: string }) {
  return (
    <span className="upload-failure">
      {messages.notice.failed}
      {reason ? <span className="upload-failure__reason">{reason}</span> : null}
    </span>
  );
}
