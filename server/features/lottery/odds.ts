// Odds come from each play's real chance: the house keeps 5 %, so odds = 0.95 / probability, rounded down to 0.01.
// The chance is counted over every possible result with the same rules that settle the bets.
import { BALL_MAX } from '../../../core/lotteryResults';
import { lineWins } from './wins';

const RETURN_X100 = 95;

/** Odds in hundredths: 0.95 / (hits / outcomes). */
const oddsFromChance = (hits: number, outcomes: number) => Math.floor((RETURN_X100 * outcomes) / hits);

/** Type 2: over the 1000 equally likely digit triples. */
export function sumRuleOdds(rule: string): number {
  let hits = 0;
  for (let n = 0; n < 1000; n += 1) {
    if (lineWins(rule, '', [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10])) hits += 1;
  }
  return oddsFromChance(hits, 1000);
}

/** Type 1: a special-ball rule over its 49 equally likely values; a normal number is in the first six: 6 / 49. */
export function ballRuleOdds(rule: string): number {
  if (rule === 'normal_number') return oddsFromChance(6, BALL_MAX);
  if (rule === 'special_number') return oddsFromChance(1, BALL_MAX);
  let hits = 0;
  for (let special = 1; special <= BALL_MAX; special += 1) {
    if (lineWins(rule, '', [0, 0, 0, 0, 0, 0, special])) hits += 1;
  }
  return oddsFromChance(hits, BALL_MAX);
}
