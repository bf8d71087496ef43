import { Hono } from 'hono';
import {
  type SponsorDocumentsPage,
  sponsorDocumentsQuerySchema,
} from '../../../shared/schemas/sponsor-documents';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { download } from '../../http/download';
import { query } from '../../http/validate';
import { ownBusinessOr404 } from '../business-dashboard/ownership';
import { sponsorDocuments, sponsorshipAgreementFile, sponsorshipReceiptFile } from './documents';

/**
 * A sponsor's documents (issue 22), mounted at /api: the business's list, each sponsorship's receipt (its
 * business) and agreement (both parties). The sponsor report is fulfilment's (/sponsorships/:id/report.pdf).
 */
export const sponsorDocumentRoutes = new Hono<AppEnv>()
  .get('/business/documents', requireUser, query(sponsorDocumentsQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    const business = await ownBusinessOr404(c.var.deps.database.db, actor(c).id);
    return c.json(
      (await sponsorDocuments(c.var.deps.database.db, business.id, page)) satisfies SponsorDocumentsPage,
    );
  })
  .get('/sponsorships/:id/receipt.pdf', requireUser, async (c) => {
    const file = await sponsorshipReceiptFile(c.var.deps, actor(c).id, c.req.param('id'));
    download(c, file.filename, 'application/pdf');
    return c.body(new Uint8Array(file.content));
  })
  .get('/sponsorships/:id/agreement.pdf', requireUser, async (c) => {
    const file = await sponsorshipAgreementFile(c.var.deps, actor(c).id, c.req.param('id'));
    download(c, file.filename, 'application/pdf');
    return c.body(new Uint8Array(file.content));
  });
