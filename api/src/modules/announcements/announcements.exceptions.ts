import { ForbiddenException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { FieldErrors } from '@bandi/domain';

/** 404: the call does not exist or is not visible here (draft, another environment). */
export class AnnouncementNotFoundException extends NotFoundException {
  constructor() {
    super('Bando non trovato');
  }
}

/** 403 with the Italian reason (a tab, a delete or a duplicate the user may not do). */
export class AnnouncementForbiddenException extends ForbiddenException {
  constructor(message: string) {
    super(message);
  }
}

/** 422 `{message, errors: {field: [msg]}}`: the body breaks a format, consistency or publish rule. */
export class InvalidAnnouncementException extends UnprocessableEntityException {
  constructor(errors: FieldErrors) {
    super({ message: 'I dati inviati non sono validi', errors });
  }
}
