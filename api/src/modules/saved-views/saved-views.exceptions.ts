import { UnprocessableEntityException } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '../../common/http/api-error';

/** 404 of a view that is not in the environment, or another user's personal view. */
export class SavedViewNotFoundException extends NotFoundError {
  constructor() {
    super('saved_views.not_found');
  }
}

/** 403 of a change to a shared view by a user who is neither its owner nor a (local) administrator. */
export class SavedViewNotOwnerException extends ForbiddenError {
  constructor() {
    super('saved_views.not_owner');
  }
}

/** 422 of a name already taken (the user's views of the list, or the environment's shared views of the list). */
export class SavedViewNameTakenException extends UnprocessableEntityException {
  constructor() {
    super({ message: 'I dati inviati non sono validi', errors: { name: ['Esiste già una vista con questo nome per questo elenco'] } });
  }
}
