/**
 * Reference values used by both the API and the front ends (SPEC §3.3 announcements, §3.5 clients).
 * The database keeps the same values in CHECK constraints and columns (api/src/database/migrations).
 */

/** Status of an announcement: a draft is visible only to its managers; published calls are in the catalogue. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** State of an announcement derived from its dates against today: forthcoming, open or closed. */
export const ANNOUNCEMENT_STATES = ['open', 'forthcoming', 'closed'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** Where an announcement lives: the global catalogue or one environment (local). */
export const ANNOUNCEMENT_SCOPES = ['global', 'local'] as const;
export type AnnouncementScope = (typeof ANNOUNCEMENT_SCOPES)[number];

/**
 * Company dimension classes (Commission Recommendation 2003/361/EC): a client's dimension and the
 * values of an announcement's `announcements_company_dimensions`.
 */
export const COMPANY_DIMENSIONS = ['micro', 'small', 'medium', 'large'] as const;
export type CompanyDimension = (typeof COMPANY_DIMENSIONS)[number];
