/**
 * The text patterns checked on both sides (docs/rules.md#generic-rules and docs/rules.md#form-rules). One regular expression per fact;
 * the API's DTOs (`@Matches`) and the forms' Yup rules import them from here.
 */

/** docs/rules.md#generic-rules e-mail: letters/digits local part (with . _ % + -), @, domain with a dotted suffix of 2+ letters. */
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** http(s) URL with a host that has a dotted suffix (docs/rules.md#form-rules `link_regulatory`). */
export const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

/**
 * An ATECO code (ISTAT ATECO 2025, also 2007): the 2-digit division followed by up to two dot
 * groups of 1-2 digits: NN, NN.N, NN.NN, NN.NN.N, NN.NN.NN. Used for clients' codes and for
 * ATECO filters (a prefix of a code is itself a code).
 */
export const ATECO_CODE_RE = /^\d{2}(\.\d{1,2}){0,2}$/;

/** An ATECO requirement of an announcement (docs/domain.md#announcements): an ATECO code or a section letter A-V. */
export const ATECO_REQUIREMENT_RE = new RegExp(`^([A-V]|${ATECO_CODE_RE.source.slice(1, -1)})$`);
