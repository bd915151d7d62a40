/**
 * The longest credential value the sandbox takes, as the widget and the credentials frame
 * bound what is typed (maxlength): long enough for any real credential. A longer value is
 * refused before a template (a regular expression) runs on it.
 */
export const MAX_CREDENTIAL_LENGTH = 256;
