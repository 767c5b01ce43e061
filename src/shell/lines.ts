// The app's lines (src/api/lines) at the shell: a brief note when the app moved to another line on its own (the one
// word a player reads of a blocked domain), and the lines probed in the background once the first screen has settled,
// and again after each move (the list refreshed from a line that works, the fastest preferred).
import { probeLines } from '../api/lines/probe';
import { onLineMoved } from '../api/lines/state';
import i18n from '../kit/i18n';
import { toast } from '../kit/toast';
import { whenPageSettled } from '../lib/whenNetworkQuiet';

export function watchLines(): void {
  onLineMoved(() => {
    toast.info(i18n.t('errors:lineMoved'));
    void probeLines();
  });
  whenPageSettled(() => void probeLines());
}
