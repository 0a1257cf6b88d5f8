/** Which data types a caller may fill from text (docs/custom-data.md#who). */
import { ROLES, type DataType, type DataTypeKind } from '@mp/contracts';
import { API_ERROR_CODES } from '@mp/contracts';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';

/** Freelancers fill their own data, customers their jobs', administrators both. */
export function kindsFor(caller: Caller): readonly DataTypeKind[] {
  if (caller.role === ROLES.freelancer) return ['freelancer'];
  if (caller.role === ROLES.customer) return ['job'];
  return ['freelancer', 'job'];
}

export function requireDataType(
  dataTypes: readonly DataType[],
  name: string,
  caller: Caller,
): DataType {
  const wanted = name.toLowerCase();
  const found = dataTypes.find(
    (dataType) => dataType.id === name || dataType.name.toLowerCase() === wanted,
  );
  if (found === undefined) {
    throw new HttpError(404, API_ERROR_CODES.dataTypeNotFound, `No data type "${name}" here`);
  }
  if (!kindsFor(caller).includes(found.type)) {
    throw httpErrors.forbidden(`Your role does not fill ${found.type} data`);
  }
  return found;
}
