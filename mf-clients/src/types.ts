/** Shapes of the client and referent answers (docs/api-contract.md, SPEC §3.5, §3.8). */

/** An item of GET /api/projects/{projectId}/clients. */
export interface ClientListItem {
  id: number;
  business_name: string;
  vat_number: string | null;
  fiscal_code: string | null;
  legal_form: string | null;
  city: string | null;
  province: string | null;
  email: string | null;
  phone: string | null;
}

/** A client as answered by GET .../clients/{clientId}; fields beyond the list item may be absent. */
export interface Client extends ClientListItem {
  reference?: string | null;
  pec?: string | null;
  website?: string | null;
  sdi?: string | null;
  constitution_date?: string | null;
  activity_description?: string | null;
  rea_number?: string | null;
  registration_number?: string | null;
  social_capital?: number | string | null;
  note?: string | null;
  female_enterprise?: boolean;
  youth_enterprise?: boolean;
  public_entity_enterprise?: boolean;
  created_at?: string;
  updated_at?: string;
}

/** An item of GET /api/projects/{projectId}/referents. */
export interface Referent {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  organisation: string | null;
  created_at?: string;
  updated_at?: string;
}
