/**
 * Planner and executor settings of every database session (docs/architecture.md#processes-and-database; issue 12, measured with
 * bench/lists.ts and bench/eligibility.ts), set once per connection so that no statement needs a
 * transaction to change them; PGlite gets the same as start parameters (embedded.ts):
 * - `jit=off`: PostgreSQL compiles a plan whose estimated cost is above `jit_above_cost`
 *   (100,000); the eligibility statements (one CASE per requirement per row) and the list pages at
 *   100,000 clients have such estimates while their work is a few milliseconds, and compiling them
 *   cost from 230 ms to seconds. PGlite is built without JIT.
 * - `random_page_cost=1.1` (default 4, a figure for spinning disks): the tables of a list or a
 *   search are in memory or on SSD, where reading a page out of order costs about as much as in
 *   order (PGlite keeps its files in memory). With 4 the planner scanned all 10,000 calls for a
 *   search instead of using the full-text and trigram indexes: 20.2 -> 4.6 ms; the clients' last
 *   page 4.4 -> 1.7 ms, the announcements' 18.6 -> 12.7 ms (medians, 100,000 clients / 10,000 announcements,
 *   same run), no list slower.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = { jit: 'off', random_page_cost: '1.1' };

/**
 * Time zone of every database session: the product's "today" (CURRENT_DATE: open announcements, a call log's
 * default date, a client's default registration date) is the date in Italy, not the
 * server's UTC date (between 23:00 and 24:00 UTC they differ; docs/domain.md "Dates").
 */
export const DATABASE_TIME_ZONE = 'Europe/Rome';
