/** Counts the turns of this thread's event loop (one `setImmediate` each) until `stop` is called. */
export function countTurns() {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    now: () => turns,
    stop: () => {
      ticking = false;
      return turns;
    },
  };
}

/** The most callers that went on in one turn, given the turn each went on in. */
export function mostInOneTurn(turnOfEach: number[]): number {
  const perTurn = new Map<number, number>();
  for (const turn of turnOfEach) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
  return Math.max(...perTurn.values());
}
