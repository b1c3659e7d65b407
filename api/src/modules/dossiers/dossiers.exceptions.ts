import { NotFoundException, UnprocessableEntityException } from '@nestjs/common';

/** 404: the item is not in this negotiation's dossier (another dossier's item is the same 404). */
export class DossierItemNotFoundException extends NotFoundException {
  constructor() {
    super('Voce del dossier non trovata');
  }
}

/** 404: the upload link is unknown, revoked or expired (whatever the reason). */
export class DossierLinkNotFoundException extends NotFoundException {
  constructor() {
    super('Link non valido o scaduto');
  }
}

/** 422 `{message, errors: {field: [msg]}}` of a dossier change. */
export class InvalidDossierException extends UnprocessableEntityException {
  constructor(field: string, message: string) {
    super({ message: 'I dati inviati non sono validi', errors: { [field]: [message] } });
  }
}
