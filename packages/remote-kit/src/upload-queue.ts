import { useRef, useState, type RefObject } from 'react';
import type { ApiClient, UploadProgress } from '@mp/contracts';
import { useApi, useArea } from './area-context';

/** Why one chosen file did not upload; each remote words these in its own locales. */
export type UploadProblem = 'tooLarge' | 'unsupported' | 'blocked' | 'signIn' | 'failed';

/** Reads a failed upload: the firewall, a lost session, or the files API's 413/400. */
export function uploadProblemOf(error: unknown): UploadProblem {
  if (error instanceof Error && error.name === 'WAF') return 'blocked';
  if (error instanceof Error && error.message === 'User is not logged in') return 'signIn';
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return 'tooLarge';
  if (status === 400) return 'unsupported';
  return 'failed';
}

function randomPart(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function safeName(name: string): string {
  const cleaned = name.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '');
  return cleaned.slice(-120) || 'file';
}

/** A file's storage key: under its folder and owner, one random folder per upload. */
export function uploadKey(folder: string, userId: string, fileName: string): string {
  return `${folder}/${userId}/${randomPart()}/${safeName(fileName)}`;
}

export interface PendingUpload {
  id: number;
  name: string;
  status: 'uploading' | 'failed';
  problem?: UploadProblem;
  /** Bytes sent of the whole request, once the transport reports them. */
  sent?: UploadProgress;
}

export interface UploadBatch {
  total: number;
  done: number;
}

export interface UploadQueueOptions<Stored> {
  /** Why a file cannot be sent at all, before anything is sent; null when it can. */
  check: (file: File) => UploadProblem | null;
  upload: (
    api: ApiClient,
    userId: string,
    file: File,
    onProgress: (progress: UploadProgress) => void,
  ) => Promise<Stored>;
  onUploaded: (stored: Stored) => void;
  onBusyChange: (busy: boolean) => void;
}

export interface UploadQueue {
  /** Files on their way (with their progress) and files that failed, in choosing order. */
  pending: PendingUpload[];
  /** How many files of the current run have settled, of how many. */
  batch: UploadBatch;
  /** How many files are still on their way. */
  uploading: number;
  /** The file input: cleared once a run has settled, so the same file can be chosen again. */
  input: RefObject<HTMLInputElement>;
  /** Uploads the chosen files at once, at most `limit` of them when given. */
  choose: (files: FileList | null, limit?: number) => Promise<void>;
}

/** Each chosen file uploads at once through `api.upload`, with its own progress. */
export function useUploadQueue<Stored>(options: UploadQueueOptions<Stored>): UploadQueue {
  const { check, upload, onUploaded, onBusyChange } = options;
  const api = useApi();
  const { user } = useArea();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [batch, setBatch] = useState<UploadBatch>({ total: 0, done: 0 });
  const uploading = pending.filter((item) => item.status === 'uploading').length;

  const settle = (id: number, problem: UploadProblem | null) => {
    setPending((items) =>
      problem === null
        ? items.filter((item) => item.id !== id)
        : items.map((item) => (item.id === id ? { ...item, status: 'failed', problem } : item)),
    );
    setBatch((previous) => ({ ...previous, done: previous.done + 1 }));
  };

  const report = (id: number, sent: UploadProgress) =>
    setPending((items) => items.map((item) => (item.id === id ? { ...item, sent } : item)));

  const uploadOne = async (file: File, id: number) => {
    const problem = check(file) ?? (user ? null : 'signIn');
    if (problem || !user) return settle(id, problem ?? 'signIn');
    try {
      const stored = await upload(api, user.id, file, (sent) => report(id, sent));
      onUploaded(stored);
      settle(id, null);
    } catch (caught) {
      settle(id, uploadProblemOf(caught));
    }
  };

  const choose = async (files: FileList | null, limit?: number) => {
    const all = Array.from(files ?? []);
    const chosen = limit === undefined ? all : all.slice(0, Math.max(0, limit));
    if (chosen.length === 0) return;
    const items = chosen.map((file) => ({ file, id: (nextId.current += 1) }));
    setPending((previous) => [
      ...previous.filter((item) => item.status === 'uploading'),
      ...items.map(({ file, id }) => ({ id, name: file.name, status: 'uploading' as const })),
    ]);
    setBatch((previous) =>
      uploading > 0
        ? { ...previous, total: previous.total + chosen.length }
        : { total: chosen.length, done: 0 },
    );
    onBusyChange(true);
    await Promise.all(items.map(({ file, id }) => uploadOne(file, id)));
    onBusyChange(false);
    if (input.current) input.current.value = '';
  };

  return { pending, batch, uploading, input, choose };
}
