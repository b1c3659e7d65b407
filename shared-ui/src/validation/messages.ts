/** Italian validation messages (SPEC §5), shared by the forms and mirrored by the API. */
export const MESSAGES = {
  required: 'Campo obbligatorio',
  email: 'Inserisci un indirizzo email valido',
  number: 'Inserisci solo numeri',
  minLength: (n: number) => `Inserisci almeno ${n} caratteri`,
  maxLength: (n: number) => `Inserisci al massimo ${n} caratteri`,
  exactLength: (n: number) => `Deve contenere esattamente ${n} caratteri`,
  confirmation: 'I valori non coincidono',
  passwordConfirmation: 'Le password non coincidono',
  lettersOnly: 'Sono ammesse solo lettere',
  password: 'La password deve contenere almeno un numero e un carattere speciale',
  commaFloat: 'Inserisci un numero (decimali con punto o virgola)',
  url: 'Deve essere un URL valido',
  atLeastOne: 'Seleziona almeno un valore',
  atLeastOneAteco: 'Aggiungi almento un codice ATECO',
  atLeastOneLocation: 'Aggiungi almeno un territorio',
} as const;
