import { DatabaseError, UNIQUE_VIOLATION } from '../../db/types';
import { httpErrors } from '../../http/errors';

/** A write that took another product's handle answers 409 naming body.uniqueName. */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) {
      throw httpErrors.conflict('Another product already has this uniqueName', [
        { path: 'body.uniqueName', message: 'Taken: choose another handle' },
      ]);
    }
    throw error;
  }
}
