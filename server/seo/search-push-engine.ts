/** What pushing to one engine came to: the common shape of every engine's push. */
export interface EngineOutcome {
  /** The URLs the engine took, in the order sent. */
  accepted: string[];
  /** The day's quota left, where the engine says. */
  remaining?: number;
  /** Why the run stopped short of the URLs it had (the quota), when that is no failure. */
  stopped?: string;
  /** Anything else the engine said worth a word (URLs it would not take). */
  note?: string;
  /** Why the engine refused or could not be reached: the run fails. */
  failed?: string;
}

/** The answers of the engines are a few hundred bytes; anything past this is no answer of theirs. */
export const MAX_ENGINE_ANSWER_BYTES = 64 * 1024;

/** The first line of an answer's text, trimmed and short: enough to say why, never a page. */
export function answerExcerpt(body: string | undefined): string {
  return (body ?? '').trim().split('\n')[0]!.slice(0, 200);
}
