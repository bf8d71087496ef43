import {
  DELIVERY_PHOTO_MAX_BYTES,
  PHOTO_MISSING,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
} from '../../../shared/schemas/fulfilment';
import { type ImageType, sniffImageType, type UploadRule, uploadBodyLimit } from '../../http/upload';

export type PhotoType = ImageType;

/** A delivery photo: at most 2 MB, a JPEG, PNG or WebP image by its content. */
export const PHOTO_UPLOAD: UploadRule<PhotoType> = {
  field: 'photo',
  code: 'PHOTO',
  maxBytes: DELIVERY_PHOTO_MAX_BYTES,
  sniff: sniffImageType,
  messages: { tooLarge: PHOTO_TOO_LARGE, missing: PHOTO_MISSING, wrongType: PHOTO_WRONG_TYPE },
};

export const PHOTO_BODY_LIMIT = uploadBodyLimit(PHOTO_UPLOAD);
