/**
 * The Italian message table of docs/rules.md ("Validazione"): the one copy used by the API (class-validator
 * messages, service rules) and by the forms (shared-ui re-exports it as `MESSAGES`), so the server
 * and the screens say the same words. Messages of the Italian identifiers: `ITALIAN_MESSAGES`
 * (italian.ts).
 */
export const MESSAGES = {
  required: 'Campo obbligatorio',
  email: 'Inserisci un indirizzo email valido',
  number: 'Inserisci solo numeri',
  integer: 'Inserisci un numero intero',
  minLength: (n: number) => `Inserisci almeno ${n} caratteri`,
  maxLength: (n: number) => `Inserisci al massimo ${n} caratteri`,
  exactLength: (n: number) => `Deve contenere esattamente ${n} caratteri`,
  atMost: (n: number) => `Al massimo ${n}`,
  notNegative: 'Deve essere maggiore o uguale a 0',
  confirmation: 'I valori non coincidono',
  passwordConfirmation: 'Le password non coincidono',
  lettersOnly: 'Sono ammesse solo lettere',
  password: 'La password deve contenere almeno un numero e un carattere speciale',
  /** A new password found (also with capitals, l33t or digits/symbols around a word) in a list of common passwords. */
  passwordCommon: 'Questa password è troppo comune: scegline una meno prevedibile',
  /** Hint under a new-password field (ASVS 5.0 6.2.1: 8 required, longer recommended). */
  passwordHint: (min: number, recommended: number) =>
    `Almeno ${min} caratteri (ne consigliamo ${recommended} o più), con un numero e un carattere speciale`,
  /** 403 of every route but profile, password change and logout while `must_change_password` is set. */
  passwordChangeRequired: 'Devi cambiare la password prima di continuare',
  mfaEnrolmentRequired: 'Attiva la verifica in due passaggi dal tuo profilo prima di continuare: è obbligatoria per il tuo ruolo',
  commaFloat: 'Inserisci un numero (decimali con punto o virgola)',
  url: 'Deve essere un URL valido',
  atLeastOne: 'Seleziona almeno un valore',
  atLeastOneAteco: 'Aggiungi almeno un codice ATECO',
  atLeastOneLocation: 'Aggiungi almeno un territorio',
  minOverMax: 'Il minimo non può superare il massimo',
  /** A requirement with a value and its "Nessun limite" / "Tutte le dimensioni" / "Tutti i settori" both. */
  valueAndNoLimit: 'Indica un valore oppure nessun limite, non entrambi',
  endBeforeStart: 'La data di chiusura precede quella di apertura',
  date: 'Data non valida (AAAA-MM-GG)',
  text: 'Deve essere un testo',
  bool: 'Deve essere vero o falso',
  list: 'Deve essere un elenco',
  invalidValue: 'Valore non valido',
  /** A value of a list field that is not in its reference list. */
  notInList: (v: string) => `Valore non presente nell'elenco: ${v}`,
  /** A year outside the years an announcement may ask (establishment). */
  yearRange: (from: number, to: number) => `Inserisci un anno dal ${from} al ${to}`,
  file: 'File non valido',
  /** ATECO code of a client (with an example) and of an announcement requirement or a filter. */
  atecoCode: 'Codice ATECO non valido (es. 62.10.00)',
  ateco: 'Codice ATECO non valido',
} as const;
