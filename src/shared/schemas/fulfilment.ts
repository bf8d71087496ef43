import { z } from 'zod';
import { LIMITS } from '../limits';

/*
 * Fulfilment tracking (issue 7): each benefit a sponsorship bought is a checklist item the team marks
 * delivered, with a date, a note and an optional photo; the team also writes a thank-you note. The sponsor
 * reads the same checklist and downloads the report PDF.
 */

export const DELIVERY_NOTE_MAX = LIMITS.mediumText;
export const THANK_YOU_NOTE_MAX = 1000;
/** A delivery photo's largest size: 2 MB. */
export const DELIVERY_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** What the photo picker offers; the server decides the type by the file's first bytes. */
export const DELIVERY_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const DELIVERY_DATE_REQUIRED = 'Choose the day it was delivered';
export const DELIVERY_NOTE_TOO_LONG = `Notes can be at most ${DELIVERY_NOTE_MAX} characters`;
export const THANK_YOU_TOO_LONG = `The thank-you note can be at most ${THANK_YOU_NOTE_MAX} characters`;
export const DELIVERY_IN_FUTURE = 'The delivery date cannot be in the future';
export const DELIVERY_BEFORE_PAYMENT = 'The delivery date cannot be before the sponsorship was paid';
export const PHOTO_TOO_LARGE = 'Photos can be at most 2 MB';
export const PHOTO_WRONG_TYPE = 'The photo must be a JPEG, PNG or WebP image';
export const PHOTO_MISSING = 'Choose a photo to upload';
export const NOT_PAID_YET = 'The checklist opens once the sponsorship is paid';

/** An optional text: trimmed, and empty means none. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** PUT /api/sponsorships/:id/deliverables/:itemId/delivery: marks the item delivered (or changes its details). */
export const markDeliveredSchema = z
  .object({
    deliveredOn: z.iso.date({ error: DELIVERY_DATE_REQUIRED }),
    note: optionalText(DELIVERY_NOTE_MAX, DELIVERY_NOTE_TOO_LONG),
  })
  .strict();
export type MarkDeliveredInput = z.input<typeof markDeliveredSchema>;

/** PUT /api/sponsorships/:id/thank-you. */
export const thankYouSchema = z
  .object({ thankYouNote: optionalText(THANK_YOU_NOTE_MAX, THANK_YOU_TOO_LONG) })
  .strict();
export type ThankYouInput = z.input<typeof thankYouSchema>;

export interface Deliverable {
  id: string;
  position: number;
  benefit: string;
  /** 'YYYY-MM-DD'; null while not delivered. */
  deliveredOn: string | null;
  note: string | null;
  /** The photo's address on this app (with a version, so a replaced photo is fetched again); null without one. */
  photoUrl: string | null;
}

/** GET /api/sponsorships/:id/fulfilment, for the team's owner and the sponsoring business alike. */
export interface FulfilmentChecklist {
  sponsorshipId: string;
  /** Which party is reading: only the team edits. */
  viewer: 'team' | 'business';
  teamName: string;
  businessName: string;
  tierName: string | null;
  /** The earliest delivery date accepted: the day the sponsorship was paid, in the earliest time zone. */
  earliestDeliveredOn: string;
  items: Deliverable[];
  delivered: number;
  thankYouNote: string | null;
  /** The report PDF's address. */
  reportUrl: string;
}
