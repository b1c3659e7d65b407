import { UnprocessableEntityException } from '@nestjs/common';
import { NotFoundError } from '../../common/http/api-error';

/** 404: the client is not in this environment or not visible to the user. */
export class ClientNotFoundException extends NotFoundError {
  constructor() {
    super('clients.not_found');
  }
}

/** An existing client of the environment named by a duplicate P.IVA/CF (see ClientInputValidator.findDuplicates). */
export interface DuplicateClient {
  id: number;
  business_name: string;
  message: string;
}

/**
 * 422 `{message, errors: {field: [msg]}}`: a client body the database checks refuse. When the
 * P.IVA or CF already belongs to another client of the environment, also
 * `duplicates: {vat_number?: {id, business_name, message}, fiscal_code?: …}`: the existing client,
 * so that the form can link to it without an id in the Italian message.
 */
export class InvalidClientException extends UnprocessableEntityException {
  constructor(errors: Record<string, string[]>, duplicates: Partial<Record<'vat_number' | 'fiscal_code', DuplicateClient>> = {}) {
    super({ message: 'I dati inviati non sono validi', errors, ...(Object.keys(duplicates).length ? { duplicates } : {}) });
  }
}
