import type { AttachmentDrawings } from './email/outbox';
import { SEASON_REPORT_PDF, seasonReportPdfDrawing } from './features/season-report/mails';

/** Every file the outbox draws when its message goes out, by kind (email/outbox.ts, DrawnAttachment). */
export const attachmentDrawings: AttachmentDrawings = {
  [SEASON_REPORT_PDF]: seasonReportPdfDrawing,
};
