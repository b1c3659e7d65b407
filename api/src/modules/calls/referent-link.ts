import { UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ClientReferent } from '../clients/client.entity';

/** Italian message when a client call names a referent who does not follow that client. */
export const REFERENT_NOT_OF_CLIENT = 'Il referente indicato non è collegato a questo cliente: scegli uno dei referenti del cliente';

/**
 * A client call (richiesta) is made by one of the client's referents (docs/domain.md#call-logs, docs/domain.md):
 * checks that `referentId` is linked to `clientId` (table client_referents), 422 on
 * `referent_id` otherwise. Nothing to check while either is missing (the required-field rules
 * report that).
 */
export async function assertReferentOfClient(em: EntityManager, clientId: number | null, referentId: number | null): Promise<void> {
  if (clientId === null || referentId === null) return;
  const link = await em.getRepository(ClientReferent).existsBy({ client_id: clientId, referent_id: referentId });
  if (!link) {
    throw new UnprocessableEntityException({
      message: 'I dati inviati non sono validi',
      errors: { referent_id: [REFERENT_NOT_OF_CLIENT] },
    });
  }
}
