import { ForbiddenException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';

/** 404 of a view that is not in the environment, or another user's personal view. */
export class SavedViewNotFoundException extends NotFoundException {
  constructor() {
    super('Vista non trovata');
  }
}

/** 403 of a change to a shared view by a user who is neither its owner nor a (local) administrator. */
export class SavedViewNotOwnerException extends ForbiddenException {
  constructor() {
    super('Solo chi ha creato la vista o un amministratore può modificarla');
  }
}

/** 422 of a name already taken (the user's views of the list, or the environment's shared views of the list). */
export class SavedViewNameTakenException extends UnprocessableEntityException {
  constructor() {
    super({ message: 'I dati inviati non sono validi', errors: { name: ['Esiste già una vista con questo nome per questo elenco'] } });
  }
}
