/**
 * Set while an explicit logout is under way, so the route guard sends the user to plain
 * `/accedi` (docs/domain.md#states-and-transitions "Logout clears the user and goes to login") instead of adding a
 * `redirect` back to the page they left. Cleared at the next login.
 */
let explicitLogout = false;

/** Marks (or clears) an explicit logout. */
export function setExplicitLogout(value: boolean): void {
  explicitLogout = value;
}

/** True after an explicit logout, until the next login. */
export function isExplicitLogout(): boolean {
  return explicitLogout;
}
