/** POST /apis/actions/users/{userId|me}/generate-cv: a freelancer's CV as a PDF (docs/users.md#cv). */
import { Readable } from 'node:stream';
import { endpoints, ZGenerateCvBody, ZGenerateCvParams } from '@mp/contracts';
import { z } from 'zod';
import { FileReply } from '../../http/file-reply';
import { definePrivateRoute } from '../../http/route';
import { invoiceLanguage } from '../invoices';
import { publicProfileFor, requireVisibleUser } from '../users';
import { requireCvReader } from './access';
import { cvContent, cvDate } from './content';
import { CV_LIMITS } from './limits';
import { renderCvPdf } from './render';

const ZPdfBytes = z
  .custom<FileReply>((value) => value instanceof FileReply, 'Expected file bytes')
  .meta({ description: 'The CV as application/pdf' });

/** A file name of the CV's owner, in ASCII letters, digits and dashes. */
function fileName(username: string): string {
  const safe = username.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `cv-${safe || 'freelancer'}.pdf`;
}

export const generateCv = definePrivateRoute(endpoints.generateCv, {
  summary: "Generates a freelancer's CV from their profile as a PDF",
  description:
    "userId or `me`. A freelancer generates their own only (403 FORBIDDEN for another's); the tenant's customers and administrators any freelancer's. 404 USER_NOT_FOUND for a user not in this tenant or deactivated; 422 naming params.userId for a user who is not a freelancer. The rate is left out where hideFreelancerRate hides it from the caller. The language is `lng` (en, ua, de), else the first of Accept-Language CVs are written in, else the tenant's default, else English.",
  params: ZGenerateCvParams,
  body: ZGenerateCvBody,
  response: ZPdfBytes,
  rateLimit: CV_LIMITS,
  handler: async ({ tenant, db, caller, params, body, request }) => {
    const userId = params.userId === 'me' ? caller.userId : params.userId;
    const user = await requireVisibleUser(db, tenant.id, userId);
    requireCvReader(caller, user);
    const language = invoiceLanguage({
      lng: body.lng,
      acceptLanguage: request.acceptLanguage,
      tenantDefault: tenant.settings.defaultLocale,
    });
    const profile = publicProfileFor(tenant, user, caller);
    const content = await cvContent(db, tenant, profile, language);
    const pdf = await renderCvPdf(content, {
      tenantName: tenant.name,
      language,
      generatedOn: cvDate(language, new Date()),
    });
    return new FileReply(Readable.from([pdf]), {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="${fileName(user.username)}"`,
      'content-language': language === 'ua' ? 'uk' : language,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  },
});
