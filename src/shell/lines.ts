// The app's lines (src/api/lines) at the shell, loaded once the first screen has settled (src/main.tsx): a brief note
// when the app moved to another line on its own (the one word a player reads of a blocked domain; a move before this
// loaded is told too), and the lines probed now and after each move (the list refreshed from a line that works, the
// fastest preferred).
import { probeLines } from '../api/lines/probe';
import { onLineMoved } from '../api/lines/state';
import i18n from '../kit/i18n';
import { toast } from '../kit/toast';

export function watchLines(): void {
  onLineMoved(() => {
    toast.info(i18n.t('errors:lineMoved'));
    void probeLines();
  });
  void probeLines();
}
