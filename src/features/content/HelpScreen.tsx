// /boutBallBet: the help centre, one entry per help article in the spec's order, each opening its page.
import { defineDetail } from '../../renderers/detail';
import { HELP_TYPES, type HelpType } from './articleTypes';
import './locale';

/** Named in full, so the locale test checks each. */
const TITLES: Record<HelpType, string> = {
  7: 'content:help.7',
  1: 'content:help.1',
  2: 'content:help.2',
  3: 'content:help.3',
  4: 'content:help.4',
  5: 'content:help.5',
  8: 'content:help.8',
};

export default defineDetail({
  groups: [{ key: 'help', fields: HELP_TYPES.map((type) => ({ labelKey: TITLES[type], to: `/boutBallBetInfo?type=${type}` })) }],
});
