import { UnprocessableEntityException } from '@nestjs/common';
import type { FieldErrors } from '@bandi/domain';
import { ForbiddenError, NotFoundError } from '../../common/http/api-error';

/** 404: the announcement does not exist or is not visible here (draft, another environment). */
export class AnnouncementNotFoundException extends NotFoundError {
  constructor() {
    super('announcements.not_found');
  }
}

/** 403 with the Italian reason: a tab, an edit, a delete or a duplicate the user may not do. */
export class AnnouncementForbiddenException extends ForbiddenError {
  /** @param tab the tab's Italian label, for `announcements.tab_forbidden` */
  constructor(code: AnnouncementRefusal, tab?: string) {
    super(code, ...(tab === undefined ? [] : [tab]));
  }
}

/** The codes of AnnouncementForbiddenException. */
export type AnnouncementRefusal =
  | 'announcements.edit_forbidden'
  | 'announcements.tab_forbidden'
  | 'announcements.delete_forbidden'
  | 'announcements.duplicate_forbidden';

/** 422 `{message, errors: {field: [msg]}}`: the body breaks a format, consistency or publish rule. */
export class InvalidAnnouncementException extends UnprocessableEntityException {
  constructor(errors: FieldErrors) {
    super({ message: 'I dati inviati non sono validi', errors });
  }
}
