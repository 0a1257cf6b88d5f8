import {
  API_ERROR_CODES,
  PORTFOLIO_MAX_ITEMS,
  UNSUPPORTED_FILE_MESSAGE,
  ZPortfolioItem,
  ZPortfolioItemBody,
  endpoints,
  portfolioMediaOf,
} from '@mp/contracts';
import { HttpError, httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { resolveAttachments } from '../jobs';
import { countItems, insertItem } from './store';

export const addPortfolioItem = definePrivateRoute(endpoints.addPortfolioItem, {
  summary: "Adds an image or a video to the caller's portfolio",
  description: `file is one of the caller's uploads (422 naming body.file.key otherwise). Its stored type, read from its bytes, must be an image (jpeg, jpg, png, gif) or a video (mp4, avi, mov, wmv, flv, mkv, webm): anything else is 400 UNSUPPORTED_FILE. At most ${PORTFOLIO_MAX_ITEMS} items (422).`,
  body: ZPortfolioItemBody,
  response: ZPortfolioItem,
  handler: async ({ tenant, db, caller, body }) => {
    const resolved = await resolveAttachments(db, caller, [body.file], 'body.file');
    const file = resolved.files[0];
    if (resolved.errors.length > 0 || file === undefined) {
      throw httpErrors.unprocessable(
        'The file is not one of your uploads: upload it through /apis/auth/s3 first',
        resolved.errors.map((error) => ({ ...error, path: 'body.file.key' })),
      );
    }
    const media = portfolioMediaOf(file.contentType);
    if (media === null) {
      throw new HttpError(400, API_ERROR_CODES.unsupportedFile, UNSUPPORTED_FILE_MESSAGE, [
        { path: 'body.file', message: 'Portfolio files are images or videos' },
      ]);
    }
    if ((await countItems(db, tenant.id, caller.userId)) >= PORTFOLIO_MAX_ITEMS) {
      throw httpErrors.unprocessable(`A portfolio holds at most ${PORTFOLIO_MAX_ITEMS} items`, [
        { path: 'body.file', message: 'Remove an item first' },
      ]);
    }
    return insertItem(db, {
      tenantId: tenant.id,
      userId: caller.userId,
      title: body.title,
      description:
        body.description === undefined || body.description === '' ? null : body.description,
      media,
      file,
    });
  },
});
