import {
  RECEIPT_MAX_BYTES,
  RECEIPT_MISSING,
  RECEIPT_TOO_LARGE,
  RECEIPT_WRONG_TYPE,
  type ReceiptType,
} from '../../../shared/schemas/expenses';
import { isPdf, sniffImageType, type UploadRule, uploadBodyLimit } from '../../http/upload';

/** A receipt: at most 5 MB, a JPEG, PNG or WebP photo or a PDF, by its content. */
export const RECEIPT_UPLOAD: UploadRule<ReceiptType> = {
  field: 'receipt',
  code: 'RECEIPT',
  maxBytes: RECEIPT_MAX_BYTES,
  sniff: (bytes) => sniffImageType(bytes) ?? (isPdf(bytes) ? 'application/pdf' : null),
  messages: { tooLarge: RECEIPT_TOO_LARGE, missing: RECEIPT_MISSING, wrongType: RECEIPT_WRONG_TYPE },
};

export const RECEIPT_BODY_LIMIT = uploadBodyLimit(RECEIPT_UPLOAD);
