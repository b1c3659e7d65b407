/** Business constants of docs/rules.md#constants-and-limits. */
export const PAGE_SIZE = 15;
export const HOME_SEARCH_DEBOUNCE_MS = 500;
export const SELECT_SEARCH_DEBOUNCE_MS = 200;
export const AVATARS_PER_PROJECT_CARD = 5;
export const SKELETON_CARDS = 15;
export const TOOLTIP_HIDE_DELAY_MS = 2000;
export const TOOLTIP_OFFSET = 10;
export const SIDEBAR_WIDTH_EXPANDED = 256;
export const SIDEBAR_WIDTH_COLLAPSED = 70;
export const SIDEBAR_ANIMATION_MS = 300;
export const FIRST_ESTABLISHMENT_YEAR = 1900;
/** External user manual linked from the sidebar and the admin header (docs/glossary.md#the-product). */
export const MANUAL_URL = '/manuale.html';
