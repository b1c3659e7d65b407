import { NotFoundException, UnprocessableEntityException } from '@nestjs/common';

/** 404: the client is not in this environment or not visible to the user. */
export class ClientNotFoundException extends NotFoundException {
  constructor() {
    super('Cliente non trovato');
  }
}

/** 422 `{message, errors: {field: [msg]}}`: a client body the database checks refuse. */
export class InvalidClientException extends UnprocessableEntityException {
  constructor(errors: Record<string, string[]>) {
    super({ message: 'I dati inviati non sono validi', errors });
  }
}
