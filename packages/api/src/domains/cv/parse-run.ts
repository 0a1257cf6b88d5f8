/**
 * The background part of a CV parse (docs/users.md#cv-parsing): text, extraction, result, and
 * the live event to the owner. Whatever goes wrong ends the job as failed with a reason.
 */
import { CV_PARSE_FAILED, SOCKET_EVENTS } from '@mp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types';
import type { Extractors } from '../../extraction';
import type { Sweep } from '../../http/background';
import { startSweep } from '../../http/background';
import type { Publish } from '../../live/publisher';
import { loadCatalogue, runExtraction } from '../custom-data';
import { CvTextError, readCvText, type CvFormat } from './cv-text';
import {
  failStaleParseJobs,
  markParseFailed,
  markParseRunning,
  markParseSucceeded,
} from './parse-store';

/** What the extraction reads of a CV at most (as POST /apis/custom-data/extract-with-ai). */
export const CV_PARSE_TEXT_LIMIT = 20_000;
/** A parse still queued or running this long after it last moved is failed by the sweep. */
export const CV_PARSE_STALE_MS = 5 * 60_000;

export interface CvParseServices {
  db: Database;
  publish: Publish;
  extractors: Extractors;
  log: FastifyBaseLogger;
}

export interface CvParseTask {
  tenantId: string;
  userId: string;
  jobId: string;
  bytes: Buffer;
  format: CvFormat;
}

/** The reason a user reads: 'CV parsing failed' and, when known, why. */
export function failureReason(error: unknown): string {
  if (error instanceof CvTextError) return `${CV_PARSE_FAILED}: ${error.message}`;
  return CV_PARSE_FAILED;
}

async function parse(services: CvParseServices, task: CvParseTask) {
  const text = (await readCvText(task.bytes, task.format)).trim();
  if (text === '')
    throw new CvTextError(`no text found in the ${task.format} (a scanned image cannot be read)`);
  const catalogue = await loadCatalogue(services.db, task.tenantId);
  const excerpt = text.slice(0, CV_PARSE_TEXT_LIMIT);
  return runExtraction(
    services.extractors,
    services.log,
    async (reader) => await reader.extractFreelancer(excerpt, catalogue),
  );
}

async function fail(services: CvParseServices, task: CvParseTask, error: unknown): Promise<void> {
  services.log.warn({ err: error, cvParseJob: task.jobId }, 'CV parse failed');
  const reason = failureReason(error);
  if (!(await markParseFailed(services.db, task.tenantId, task.jobId, reason))) return;
  services.publish({
    tenantId: task.tenantId,
    to: { userId: task.userId },
    type: SOCKET_EVENTS.userCvParserFailed,
    payload: { userId: task.userId, reason },
  });
}

export async function runCvParse(services: CvParseServices, task: CvParseTask): Promise<void> {
  try {
    await markParseRunning(services.db, task.tenantId, task.jobId);
    const { extractor, value } = await parse(services, task);
    const saved = await markParseSucceeded(services.db, task.tenantId, task.jobId, {
      result: value,
      extractor,
    });
    if (!saved) return;
    services.publish({
      tenantId: task.tenantId,
      to: { userId: task.userId },
      type: SOCKET_EVENTS.userCvParserSucceeded,
      payload: { userId: task.userId },
    });
  } catch (error) {
    await fail(services, task, error);
  }
}

/** Fails parses a restart or a hang left unfinished, and tells their owners. */
export async function failStaleCvParses(
  services: Pick<CvParseServices, 'db' | 'publish'>,
  staleMs = CV_PARSE_STALE_MS,
): Promise<number> {
  const reason = `${CV_PARSE_FAILED}: it did not finish in ${staleMs / 60_000} minutes`;
  const failed = await failStaleParseJobs(services.db, staleMs, reason);
  for (const job of failed) {
    services.publish({
      tenantId: job.tenantId,
      to: { userId: job.userId },
      type: SOCKET_EVENTS.userCvParserFailed,
      payload: { userId: job.userId, reason },
    });
  }
  return failed.length;
}

/** Runs failStaleCvParses every intervalMs (the first pass at once is the caller's). */
export function startCvParseSweep(
  services: Pick<CvParseServices, 'db' | 'publish' | 'log'>,
  intervalMs: number,
): Sweep {
  return startSweep('stale CV parses', intervalMs, services.log, () => failStaleCvParses(services));
}
