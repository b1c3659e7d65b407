import { UnprocessableEntityException } from '@nestjs/common';
import { NotFoundError } from '../../common/http/api-error';

/** 404: the item is not in this negotiation's dossier (another dossier's item is the same 404). */
export class DossierItemNotFoundException extends NotFoundError {
  constructor() {
    super('dossiers.item_not_found');
  }
}

/** 404: the upload link is unknown, revoked or expired (whatever the reason). */
export class DossierLinkNotFoundException extends NotFoundError {
  constructor() {
    super('dossiers.link_not_found');
  }
}

/** 422 `{message, errors: {field: [msg]}}` of a dossier change. */
export class InvalidDossierException extends UnprocessableEntityException {
  constructor(field: string, message: string) {
    super({ message: 'I dati inviati non sono validi', errors: { [field]: [message] } });
  }
}
