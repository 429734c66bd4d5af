/**
 * What a move returns: the value it produced, or why it was refused. Modelled on chessops'
 * `fromSetup`, which returns a `Result` with an enumerated `IllegalSetup` code instead of
 * throwing: a refusal is data (a code plus the facts a message needs), and each edge turns
 * it into its own words (the server into an HTTP status and message, the web into the
 * screen's text). See docs/RULES.md, "Moves".
 */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
